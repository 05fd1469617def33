/** `/auto-transport-solutions`: the ways a vehicle can travel, when to choose each, and the price effect. */
import { AUTO_TRANSPORT_SOLUTIONS as PAGE } from '../../content/auto-transport-solutions';
import { serviceBySlug, servicePath } from '../../content/services';
import { breadcrumbJsonLd } from '../components/Breadcrumbs';
import { FaqList } from '../components/FaqList';
import { PageHead } from '../components/PageHead';
import type { Page } from '../render';

export function solutionsPage(origin: string): Page {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Transport solutions', path: PAGE.path },
  ];
  const faq = PAGE.faq.map((item, index) => ({
    id: `faq-${index + 1}`,
    question: item.question,
    answer: [item.answer],
  }));
  const groups = [
    { scope: 'domestic', title: 'Within the USA and Canada' },
    { scope: 'international', title: 'Overseas' },
  ] as const;
  return {
    meta: {
      title: PAGE.title,
      description: PAGE.metaDescription,
      path: PAGE.path,
      jsonLd: [breadcrumbJsonLd(crumbs, origin)],
    },
    body: (
      <>
        <PageHead crumbs={crumbs} title={PAGE.title} lead={PAGE.intro[0]}>
          {PAGE.intro.slice(1).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </PageHead>
        {groups.map((group) => (
          <section key={group.scope} className="section" aria-labelledby={`solutions-${group.scope}`}>
            <div className="container">
              <h2 id={`solutions-${group.scope}`}>{group.title}</h2>
              <ul className="grid">
                {PAGE.solutions
                  .filter((solution) => solution.scope === group.scope)
                  .map((solution) => (
                    <li key={solution.id} id={solution.id} className="card">
                      <h3>{solution.name}</h3>
                      <p>{solution.what}</p>
                      <p className="eyebrow">Choose it when</p>
                      <ul>
                        {solution.when.map((point) => (
                          <li key={point}>{point}</li>
                        ))}
                      </ul>
                      <p>
                        <strong>Price: </strong>
                        {solution.priceNote}
                      </p>
                      {solution.relatedServices.length > 0 && (
                        <p>
                          {solution.relatedServices.map((slug, index) => {
                            const service = serviceBySlug(slug);
                            return service ? (
                              <span key={slug}>
                                {index > 0 && ' · '}
                                <a href={servicePath(slug)}>{service.name}</a>
                              </span>
                            ) : null;
                          })}
                        </p>
                      )}
                    </li>
                  ))}
              </ul>
            </div>
          </section>
        ))}
        <section className="section section--alt" aria-labelledby="solutions-faq">
          <div className="container narrow">
            <h2 id="solutions-faq">Questions about transport options</h2>
            <FaqList items={faq} group="faq-solutions" />
            <p>
              <a className="button button--primary" href="/#main-form">
                Get an instant quote
              </a>
            </p>
          </div>
        </section>
      </>
    ),
  };
}
