/**
 * `/services` (the catalogue, by the groups of the services table) and `/services/{slug}` for each of
 * the 20 slugs: what it is, how it works, what affects the price, tips, an FAQ, and the compact widget.
 */

import { SERVICE_GROUPS, SERVICES, type ServicePage, serviceBySlug, servicePath } from '../../content/services';
import { breadcrumbJsonLd, type Crumb } from '../components/Breadcrumbs';
import { FaqList } from '../components/FaqList';
import { PageHead } from '../components/PageHead';
import { QuoteWidgetEmbed } from '../components/QuoteWidgetEmbed';
import { ServiceCard } from '../components/ServiceCard';
import type { Page } from '../render';

const HOME: Crumb = { name: 'Home', path: '/' };
const SERVICES_CRUMB: Crumb = { name: 'Services', path: '/services' };

export function servicesIndexPage(origin: string): Page {
  const crumbs = [HOME, SERVICES_CRUMB];
  return {
    meta: {
      title: 'Vehicle Shipping Services',
      description:
        'Open and enclosed auto transport, motorcycles, RVs, boats, heavy equipment, Alaska, Hawaii and international shipping. Compare our services and get an instant quote.',
      path: '/services',
      jsonLd: [breadcrumbJsonLd(crumbs, origin)],
    },
    body: (
      <>
        <PageHead
          crumbs={crumbs}
          title="Our shipping services"
          lead="Whatever you drive, tow or operate, we match it with the right carrier and trailer. Pick a service to see how it works and what it costs."
        />
        {SERVICE_GROUPS.map((group) => (
          <section key={group.id} className="section" aria-labelledby={`group-${group.id}`}>
            <div className="container">
              <h2 id={`group-${group.id}`}>{group.name}</h2>
              <p className="lead">{group.description}</p>
              <ul className="grid">
                {group.slugs.map((slug) => {
                  const service = serviceBySlug(slug);
                  if (!service) return null;
                  return <ServiceCard key={slug} service={service} />;
                })}
              </ul>
            </div>
          </section>
        ))}
      </>
    ),
  };
}

export function servicePage(service: ServicePage, origin: string): Page {
  const crumbs = [HOME, SERVICES_CRUMB, { name: service.name, path: servicePath(service.slug) }];
  const faq = service.faq.map((item, index) => ({
    id: `faq-${index + 1}`,
    question: item.question,
    answer: [item.answer],
  }));
  const related = SERVICES.filter(
    (other) => other.group === service.group && other.slug !== service.slug && !other.hiddenFromMenus,
  );
  return {
    meta: {
      title: service.title,
      description: service.metaDescription,
      path: servicePath(service.slug),
      jsonLd: [breadcrumbJsonLd(crumbs, origin)],
    },
    body: (
      <>
        <PageHead crumbs={crumbs} title={service.title} lead={service.summary} />
        <section className="section">
          <div className="container two-col">
            <div className="prose">
              <img
                src={service.image.src}
                width={service.image.width}
                height={service.image.height}
                alt={service.image.alt}
              />
              <h2>What it is</h2>
              {service.intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <h2>How it works</h2>
              <ol className="steps">
                {service.howItWorks.map((step) => (
                  <li key={step.title}>
                    <h3>{step.title}</h3>
                    <p>{step.text}</p>
                  </li>
                ))}
              </ol>
              <h2>What affects the price</h2>
              <ul className="grid">
                {service.priceFactors.map((factor) => (
                  <li key={factor.title} className="card">
                    <h3>{factor.title}</h3>
                    <p>{factor.text}</p>
                  </li>
                ))}
              </ul>
              <h2>Tips before you ship</h2>
              <ul className="checklist">
                {service.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
              <h2>Questions about {service.name.toLowerCase()}</h2>
              <FaqList items={faq} group={`faq-${service.slug}`} />
              {related.length > 0 && (
                <>
                  <h2>Related services</h2>
                  <ul>
                    {related.map((other) => (
                      <li key={other.slug}>
                        <a href={servicePath(other.slug)}>{other.name}</a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
            <aside className="sticky" aria-label="Quote">
              <QuoteWidgetEmbed variant="compact" mode={service.widgetMode} source={`service-${service.slug}`} />
            </aside>
          </div>
        </section>
      </>
    ),
  };
}
