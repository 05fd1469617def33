/**
 * `/international`: the international landing page, kept out of search results. The quote form opens in
 * international mode beside the hero; then reviews, where we ship, transport types, the process,
 * benefits, vehicle types, FAQ, contact and a share bar. No React in the browser.
 */

import type { ReactElement } from 'react';
import {
  DEFAULT_VEHICLE_TYPE,
  DOOR_TO_DOOR_TESTIMONIAL,
  INTERNATIONAL_BENEFITS,
  INTERNATIONAL_CONTACT,
  INTERNATIONAL_FAQ,
  INTERNATIONAL_FOOTER_LINKS,
  INTERNATIONAL_HERO,
  INTERNATIONAL_IDS,
  INTERNATIONAL_PROCESS,
  INTERNATIONAL_REVIEWS,
  INTERNATIONAL_SERVICE_SLUGS,
  INTERNATIONAL_TOP_BAR,
  REGIONS,
  SECURE_AND_RELIABLE,
  SHARE,
  TRANSPORT_TYPES,
  VEHICLE_TYPES,
} from '../../content/international';
import { SAMPLE_REVIEWS_NOTICE } from '../../content/reviews';
import { serviceBySlug } from '../../content/services';
import { Icon } from '../../ui/Icon';
import { FaqList } from '../components/FaqList';
import { LandingHero } from '../components/LandingHero';
import { LandingLayout } from '../components/LandingLayout';
import { LinkedReviewsCarousel } from '../components/LinkedReviewsCarousel';
import { QuoteWidgetEmbed } from '../components/QuoteWidgetEmbed';
import { RegionAccordion } from '../components/RegionAccordion';
import { ServiceCard } from '../components/ServiceCard';
import { ShareBar } from '../components/ShareBar';
import { Tabs } from '../components/Tabs';
import type { LayoutProps, Page } from '../render';

function InternationalLayout(props: LayoutProps): ReactElement {
  return <LandingLayout {...props} topBar={INTERNATIONAL_TOP_BAR} footerLinks={INTERNATIONAL_FOOTER_LINKS} />;
}
const ids = INTERNATIONAL_IDS;
const PATH = '/international';

export function internationalPage(origin: string): Page {
  const services = INTERNATIONAL_SERVICE_SLUGS.flatMap((slug) => serviceBySlug(slug) ?? []);
  return {
    meta: {
      title: 'International Car Shipping Quotes',
      description:
        'Ship a car overseas by ro-ro, container or air freight: Europe, Asia, Africa and Canada. Export paperwork handled, insurance included.',
      path: PATH,
      noindex: true,
    },
    layout: InternationalLayout,
    script: 'landing',
    body: (
      <>
        <LandingHero headline={INTERNATIONAL_HERO.headline} subline={INTERNATIONAL_HERO.subline}>
          <h2 className="visually-hidden">{INTERNATIONAL_HERO.formHeading}</h2>
          <QuoteWidgetEmbed
            id={ids.sideform}
            variant="full"
            mode="international"
            pagination={false}
            source="international-sideform"
          />
          <p className="sample-note">{INTERNATIONAL_HERO.formNote}</p>
        </LandingHero>

        <section className="section section--alt" id={ids.reviews} aria-labelledby="reviews-title">
          <div className="container">
            <h2 id="reviews-title">What our customers say</h2>
            <LinkedReviewsCarousel
              id="international-reviews"
              reviews={INTERNATIONAL_REVIEWS}
              label="Customer reviews"
            />
            <p className="sample-note">{SAMPLE_REVIEWS_NOTICE}</p>
          </div>
        </section>

        <section className="section" id={ids.locations} aria-labelledby="locations-title">
          <div className="container">
            <h2 id="locations-title">Where we ship</h2>
            <RegionAccordion regions={REGIONS} />
          </div>
        </section>

        <section className="section section--alt" id={ids.transport} aria-labelledby="transport-title">
          <div className="container">
            <h2 id="transport-title">Transport types</h2>
            <ul className="grid transport-types">
              {TRANSPORT_TYPES.map((type) => (
                <li key={type.id} className="card">
                  <h3>{type.name}</h3>
                  <p className="transport-price">
                    <span aria-hidden="true">{type.price}</span>
                    <span className="visually-hidden">{type.priceLabel}</span>
                  </p>
                  <ul className="checklist">
                    {type.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="section" id={ids.process} aria-labelledby="process-title">
          <div className="container">
            <h2 id="process-title">How international shipping works</h2>
            <ol className="steps">
              {INTERNATIONAL_PROCESS.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="section section--alt" id={ids.benefits} aria-labelledby="benefits-title">
          <div className="container">
            <h2 id="benefits-title">Benefits</h2>
            <ul className="grid benefit-tiles">
              {INTERNATIONAL_BENEFITS.map((benefit) => (
                <li key={benefit.title} className="card">
                  <h3>{benefit.title}</h3>
                  <p>{benefit.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="section" id={ids.vehicles} aria-labelledby="vehicles-title">
          <div className="container">
            <h2 id="vehicles-title">What we ship</h2>
            <Tabs
              label="Vehicle types"
              className="vehicle-tabs"
              selectedId={DEFAULT_VEHICLE_TYPE}
              items={VEHICLE_TYPES.map((vehicle) => ({
                id: vehicle.id,
                label: vehicle.label,
                panelClassName: 'vehicle-panel',
                panel: (
                  <>
                    <img
                      src={vehicle.image.src}
                      width={vehicle.image.width}
                      height={vehicle.image.height}
                      alt=""
                      loading="lazy"
                    />
                    <div>
                      <h3>{vehicle.label}</h3>
                      <p>{vehicle.text}</p>
                    </div>
                  </>
                ),
              }))}
            />
          </div>
        </section>

        <section className="section section--alt" aria-labelledby="testimonial-title">
          <div className="container narrow">
            <h2 id="testimonial-title">Door to door, across the ocean</h2>
            <figure className="testimonial">
              <blockquote>
                <p>{DOOR_TO_DOOR_TESTIMONIAL.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{DOOR_TO_DOOR_TESTIMONIAL.name}</strong>, {DOOR_TO_DOOR_TESTIMONIAL.detail}
              </figcaption>
            </figure>
          </div>
        </section>

        <section className="section" aria-labelledby="secure-title">
          <div className="container narrow">
            <h2 id="secure-title">{SECURE_AND_RELIABLE.heading}</h2>
            {SECURE_AND_RELIABLE.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>

        <section className="section section--alt" aria-labelledby="services-title">
          <div className="container">
            <h2 id="services-title">Related services</h2>
            <ul className="grid">
              {services.map((service) => (
                <ServiceCard key={service.slug} service={service} className="service-card" />
              ))}
            </ul>
          </div>
        </section>

        <section className="section" id={ids.faq} aria-labelledby="faq-title">
          <div className="container narrow">
            <h2 id="faq-title">Frequently asked questions</h2>
            <FaqList items={INTERNATIONAL_FAQ} group="international-faq" />
          </div>
        </section>

        <section className="section section--alt" id={ids.contact} aria-labelledby="contact-title">
          <div className="container narrow landing-contact">
            <h2 id="contact-title">{INTERNATIONAL_CONTACT.heading}</h2>
            <p className="lead">{INTERNATIONAL_CONTACT.text}</p>
            <p className="landing-contact-phone">
              <Icon name="phone" size={22} /> {INTERNATIONAL_CONTACT.phone.label}:{' '}
              <a href={INTERNATIONAL_CONTACT.phone.href}>{INTERNATIONAL_CONTACT.phone.display}</a>
            </p>
            <p>
              <a href={INTERNATIONAL_CONTACT.email.href}>{INTERNATIONAL_CONTACT.email.address}</a>
            </p>
            <p>{INTERNATIONAL_CONTACT.hours}</p>
            <a className="button button--primary" href={`#${ids.sideform}`}>
              Request a quote
            </a>
          </div>
        </section>

        <div className="container share-container">
          <ShareBar url={`${origin}${PATH}`} text={SHARE.text} heading={SHARE.heading} />
        </div>
      </>
    ),
  };
}
