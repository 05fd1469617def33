/**
 * Finds text that leaves its box or is cut off, inside open shadow roots too. A layout can pass every
 * "no sideways scroll" check and still clip a label, or push a word past its card's border: only
 * measuring where each piece of text is drawn, against the boxes that should hold it, finds both.
 */
import type { Page } from '@playwright/test';

export interface TextOverflow {
  /** The first characters of the text. */
  text: string;
  /** `tag.class.class` of the element whose text it is (or the select or input showing it). */
  element: string;
  /** What the text leaves: its own box, a clipping ancestor, its own scroll box, or the viewport. */
  box: string;
  /** How far the text reaches past the box, in CSS pixels (rounded to a tenth). */
  px: number;
  side: 'left' | 'right' | 'top' | 'bottom' | 'inline';
}

export interface TextFitOptions {
  /** Selector of the subtrees whose text is examined (every match); clipping is followed up to the page. */
  root?: string;
  /** Sub-pixel rounding allowance in CSS pixels. */
  tolerance?: number;
}

/**
 * Every place under `root` where text is drawn outside the box that holds it or is clipped:
 * - each element's own text nodes (Range client rects) against its box (for inline elements, the
 *   nearest block-level ancestor's) and against every ancestor that clips (overflow hidden or clip),
 *   through shadow hosts up to the document, and the viewport's width;
 * - elements that clip (overflow hidden or clip, or text-overflow ellipsis) whose content is wider or
 *   taller than they are;
 * - the chosen option of a select and an empty input's placeholder, wider than the control's content box.
 * Elements that are not rendered or are visually hidden (the 1 px clip pattern) are skipped.
 */
export async function findTextOverflow(page: Page, options: TextFitOptions = {}): Promise<TextOverflow[]> {
  const { root = 'body', tolerance = 1 } = options;
  return page.evaluate(
    ({ root, tolerance }) => {
      type Side = 'left' | 'right' | 'top' | 'bottom' | 'inline';
      interface Found {
        text: string;
        element: string;
        box: string;
        px: number;
        side: Side;
      }
      const found: Found[] = [];
      const seen = new Set<string>();

      const nameOf = (el: Element): string => {
        const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean) : [];
        return [el.tagName.toLowerCase(), ...classes].join('.');
      };
      const snippet = (text: string): string => {
        const t = text.replace(/\s+/g, ' ').trim();
        return t.length > 40 ? `${t.slice(0, 39)}…` : t;
      };
      const report = (item: Found) => {
        const key = `${item.element}|${item.text}|${item.box}|${item.side}`;
        if (seen.has(key)) return;
        seen.add(key);
        found.push({ ...item, px: Math.round(item.px * 10) / 10 });
      };
      /** The parent in the flat tree: a shadow root's children go on to its host. */
      const parentOf = (el: Element): Element | null => {
        if (el.parentElement) return el.parentElement;
        const rootNode = el.getRootNode();
        return rootNode instanceof ShadowRoot ? rootNode.host : null;
      };
      const clips = (value: string) => value === 'hidden' || value === 'clip';

      /** The 1 px clip pattern of visually hidden text (and honeypots parked off screen): present for screen readers only. */
      const hiddenCache = new Map<Element, boolean>();
      const visuallyHidden = (el: Element | null): boolean => {
        if (!el) return false;
        const cached = hiddenCache.get(el);
        if (cached !== undefined) return cached;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        const tiny = rect.width <= 1 && rect.height <= 1 && (clips(style.overflowX) || clips(style.overflowY));
        const clipped =
          (style.clip !== 'auto' && /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip)) ||
          style.clipPath === 'inset(50%)';
        const result = tiny || clipped || el.classList.contains('visually-hidden') || visuallyHidden(parentOf(el));
        hiddenCache.set(el, result);
        return result;
      };
      const rendered = (el: Element): boolean =>
        el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true });

      /** The box text of `el` should stay in: its own, or an inline element's nearest block-level ancestor's. */
      const holder = (el: Element): Element => {
        let current: Element | null = el;
        while (current && ['inline', 'contents'].includes(getComputedStyle(current).display))
          current = parentOf(current);
        return current ?? el;
      };

      const edges = (rects: DOMRect[]) => ({
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      });

      const compare = (
        text: string,
        element: string,
        box: string,
        t: ReturnType<typeof edges>,
        b: { left: number; right: number; top: number; bottom: number },
        axes: { x: boolean; y: boolean },
      ) => {
        const over: [Side, number][] = [];
        if (axes.x) over.push(['left', b.left - t.left], ['right', t.right - b.right]);
        if (axes.y) over.push(['top', b.top - t.top], ['bottom', t.bottom - b.bottom]);
        for (const [side, px] of over) {
          if (px > tolerance) report({ text, element, box, px, side });
        }
      };

      const outOfFlow = (el: Element) => ['absolute', 'fixed'].includes(getComputedStyle(el).position);
      const opaque = (color: string) => color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color);
      /** Whether an element is seen as a box: a border or a background. */
      const drawsBox = (style: CSSStyleDeclaration) =>
        opaque(style.backgroundColor) ||
        style.backgroundImage !== 'none' ||
        ['top', 'right', 'bottom', 'left'].some(
          (side) =>
            Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
            style.getPropertyValue(`border-${side}-style`) !== 'none' &&
            opaque(style.getPropertyValue(`border-${side}-color`)),
        );

      /** The padding box of an element, where its clipping edge is. */
      const paddingBox = (el: Element) => {
        const r = el.getBoundingClientRect();
        const left = r.left + el.clientLeft;
        const top = r.top + el.clientTop;
        return { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
      };

      const checkTextNodes = (el: Element) => {
        const nodes = [...el.childNodes].filter(
          (n): n is Text => n.nodeType === Node.TEXT_NODE && (n.nodeValue ?? '').trim() !== '',
        );
        if (nodes.length === 0) return;
        const rects: DOMRect[] = [];
        for (const node of nodes) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) rects.push(r);
        }
        if (rects.length === 0) return;
        const text = snippet(nodes.map((n) => n.nodeValue).join(' '));
        const element = nameOf(el);
        const t = edges(rects);

        const own = holder(el);
        compare(text, element, own === el ? 'its own box' : `its box ${nameOf(own)}`, t, own.getBoundingClientRect(), {
          x: true,
          y: true,
        });

        // Text drawn past a card's border or background has left it visibly, clipped or not; text in
        // something taken out of the flow (a menu, a popover) may rightly sit outside its ancestors' cards.
        let inFlow = !outOfFlow(el);
        // Text in a scroller (a carousel) past its visible part is reached by scrolling, not cut off:
        // the scroller is where the comparison with outer boxes ends.
        let scrolled = false;
        for (let a = parentOf(el); a; a = parentOf(a)) {
          if (a === document.documentElement || a === document.body) break;
          const style = getComputedStyle(a);
          if ([style.overflowX, style.overflowY].some((v) => v === 'auto' || v === 'scroll')) {
            scrolled = true;
            break;
          }
          const x = clips(style.overflowX);
          const y = clips(style.overflowY);
          if (x || y) compare(text, element, `clipping ancestor ${nameOf(a)}`, t, paddingBox(a), { x, y });
          else if (inFlow && drawsBox(style)) {
            compare(text, element, `the box of ${nameOf(a)}`, t, a.getBoundingClientRect(), { x: true, y: true });
          }
          if (outOfFlow(a)) inFlow = false;
        }
        // Also the element itself when it clips its own text.
        const style = getComputedStyle(el);
        const x = clips(style.overflowX);
        const y = clips(style.overflowY);
        if (x || y) compare(text, element, 'its own clip', t, paddingBox(el), { x, y });

        const viewport = { left: 0, right: document.documentElement.clientWidth, top: -Infinity, bottom: Infinity };
        if (!scrolled) compare(text, element, 'the viewport', t, viewport, { x: true, y: false });
      };

      const checkScrollBox = (el: Element) => {
        const style = getComputedStyle(el);
        const ellipsis = style.textOverflow === 'ellipsis';
        const x = clips(style.overflowX) || ellipsis;
        const y = clips(style.overflowY);
        if (!x && !y) return;
        const text = (el.textContent ?? '').trim();
        if (!text) return;
        if (x && el.scrollWidth - el.clientWidth > tolerance) {
          report({
            text: snippet(text),
            element: nameOf(el),
            box: ellipsis ? 'its own box (ellipsis)' : 'its own box (overflow hidden)',
            px: el.scrollWidth - el.clientWidth,
            side: 'inline',
          });
        }
        if (y && el.scrollHeight - el.clientHeight > tolerance) {
          report({
            text: snippet(text),
            element: nameOf(el),
            box: 'its own box (overflow hidden)',
            px: el.scrollHeight - el.clientHeight,
            side: 'bottom',
          });
        }
      };

      /** A select draws its chosen option, an empty input its placeholder: neither is a text node to measure. */
      const canvas = document.createElement('canvas').getContext('2d');
      const checkControlText = (el: Element) => {
        let text = '';
        if (el instanceof HTMLSelectElement) text = el.selectedOptions[0]?.label ?? '';
        else if (el instanceof HTMLInputElement && el.value === '') text = el.placeholder;
        if (!text.trim() || !canvas) return;
        const style = getComputedStyle(el);
        canvas.font = style.font;
        const width = canvas.measureText(text).width;
        const room = el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        if (width - room > tolerance) {
          report({
            text: snippet(text),
            element: nameOf(el),
            box: 'its content box',
            px: width - room,
            side: 'inline',
          });
        }
      };

      const visit = (el: Element) => {
        if (el instanceof SVGElement) return;
        if (rendered(el) && !visuallyHidden(el)) {
          checkTextNodes(el);
          checkScrollBox(el);
          checkControlText(el);
        }
        if (el.shadowRoot) for (const child of el.shadowRoot.children) visit(child);
        for (const child of el.children) visit(child);
      };
      for (const start of document.querySelectorAll(root)) visit(start);
      return found;
    },
    { root, tolerance },
  );
}

/** One line per problem, for an assertion message. */
export function describeTextOverflow(found: TextOverflow[]): string {
  return found.map((f) => `"${f.text}" (${f.element}) leaves ${f.box} by ${f.px}px (${f.side})`).join('\n');
}
