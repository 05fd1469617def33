/**
 * Islands: the few interactive parts of a server-rendered page: React hydrates
 * only where the page is interactive. The server renders the component inside a marked element with its props as JSON
 * in an attribute (no inline script, so the strict CSP holds); site/web/client/islands.ts hydrates
 * each marked element with the same component and props.
 */
import type { ComponentType, ReactElement } from 'react';

export function Island<P extends object>({
  name,
  component: Component,
  props,
  as: Tag = 'div',
  className,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
  as?: 'div' | 'span' | 'header';
  className?: string;
}): ReactElement {
  return (
    <Tag data-island={name} data-props={JSON.stringify(props)} className={className}>
      <Component {...props} />
    </Tag>
  );
}
