// The page's inline script (vite.config.ts bundles this file into the head of index.html).
import { recordEarlyInput } from './record';

recordEarlyInput();
