import { hydrateIsland } from './mount.tsx';
import { WhatsAppWidget } from './WhatsAppWidget.tsx';

export default hydrateIsland(WhatsAppWidget);
