import { hydrateIsland } from './mount.tsx';
import { SiteSearch } from './SiteSearch.tsx';

export default hydrateIsland(SiteSearch);
