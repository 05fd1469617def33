/** The top of a content page: breadcrumbs, the one h1, and a lead paragraph. */
import type { ReactElement, ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

export function PageHead({
  crumbs,
  title,
  lead,
  children,
}: {
  crumbs: readonly Crumb[];
  title: string;
  lead?: string;
  children?: ReactNode;
}): ReactElement {
  return (
    <div className="page-head">
      <div className="container">
        <Breadcrumbs crumbs={crumbs} />
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
