/**
 * Saves the offline lookups' city/ZIP and world indexes into dist/lookups/ for the server to read at start-up
 * (site/lookup/lookup-snapshot.ts). `npm run build` runs it beside the bundles (scripts/build.mjs), and only when
 * a file the indexes are made from changed since.
 */
import { writeLookupSnapshot } from '../site/lookup/snapshot/write-lookup-snapshot';

writeLookupSnapshot();
