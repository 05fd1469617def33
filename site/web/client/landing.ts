/**
 * The landing pages' only script. Ad visitors arrive on phones, so these pages load no React: the
 * server renders everything, and this file adds the few behaviours that need a script, each in its own
 * module. Without it every part stays readable (/assets/no-script.css).
 */
import { enhanceCarouselArrows } from './carousel-arrows';
import { enhanceCopyLinks } from './copy-link';
import { enhanceTabLists } from './tab-list';
import { scheduleTagManager } from './tag-manager';
import { enhanceTopBar } from './top-bar-menu';
import './remember-campaign';

enhanceTopBar();
enhanceTabLists();
enhanceCarouselArrows();
enhanceCopyLinks();
scheduleTagManager();
