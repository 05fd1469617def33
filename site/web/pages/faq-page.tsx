/** `/frequently-asked-questions`: the accordion, one item open at a time, with FAQPage JSON-LD. */
import { FAQ } from '../../content/faq';
import { breadcrumbJsonLd } from '../components/Breadcrumbs';
import { FaqList, faqJsonLd } from '../components/FaqList';
import { PageHead } from '../components/PageHead';
import type { Page } from '../render';

export function faqPage(origin: string): Page {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Frequently asked questions', path: '/frequently-asked-questions' },
  ];
  return {
    meta: {
      title: 'Car Shipping FAQ',
      description:
        'Answers about car shipping: cost, timing, insurance, payment, preparing your vehicle, open vs enclosed transport, inoperable vehicles and international moves.',
      path: '/frequently-asked-questions',
      jsonLd: [faqJsonLd(FAQ), breadcrumbJsonLd(crumbs, origin)],
    },
    body: (
      <>
        <PageHead
          crumbs={crumbs}
          title="Frequently asked questions"
          lead="Straight answers to what people ask us most. Still unsure? Call an advisor any time."
        />
        <section className="section">
          <div className="container narrow">
            <FaqList items={FAQ} group="faq" />
          </div>
        </section>
      </>
    ),
  };
}
