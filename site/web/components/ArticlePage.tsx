/**
 * A long-form page built from titled sections (shipping guide, terms, privacy policy): an in-page
 * contents list linking each section's anchor, then the sections.
 */
import type { ReactElement } from 'react';
import type { Crumb } from './Breadcrumbs';
import { PageHead } from './PageHead';

export interface ArticleSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export function ArticleBody({
  crumbs,
  title,
  intro,
  sections,
  aside,
}: {
  crumbs: readonly Crumb[];
  title: string;
  intro: string;
  sections: readonly ArticleSection[];
  aside?: ReactElement;
}): ReactElement {
  return (
    <>
      <PageHead crumbs={crumbs} title={title} lead={intro} />
      <section className="section">
        <div className="container two-col">
          <article className="prose">
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>{section.title}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list && (
                  <ul className="checklist">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </article>
          <aside className="sticky">
            <nav className="toc" aria-label="On this page">
              <p className="eyebrow">On this page</p>
              <ul>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
            {aside}
          </aside>
        </div>
      </section>
    </>
  );
}
