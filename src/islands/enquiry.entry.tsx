import { EnquiryFormIsland } from './EnquiryFormIsland.tsx';
import { hydrateIsland } from './mount.tsx';

export default hydrateIsland(EnquiryFormIsland);
