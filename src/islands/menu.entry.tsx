import { hydrateIsland } from './mount.tsx';
import { SiteMenu } from './SiteMenu.tsx';

export default hydrateIsland(SiteMenu);
