/**
 * Widget tests run the lazy chunks' own entry modules, which register themselves exactly as the
 * built chunk scripts do in a browser (widget/chunks.ts), so no script loading is faked.
 */
import '../../widget/lookup/chunk';
import '../../widget/date-picker/chunk';
import '../../widget/steps/chunk';
