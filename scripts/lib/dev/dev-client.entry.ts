/** What the dev server serves at /__dev/client.js (bundled on start by dev-session.ts). */
import { connectLiveReload } from './dev-client.ts';

connectLiveReload({ window, EventSource });
