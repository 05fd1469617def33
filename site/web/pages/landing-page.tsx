/**
 * `/landing`: the landing layout for paid ads and affiliates. No rail, no React in the browser, kept out
 * of search results; the quote form sits beside the headline, then the services selector, reviews, press,
 * why us and contact, each a section the top bar links to.
 */
import type { ReactElement } from 'react';
import {
  LANDING_CONTACT,
  LANDING_FOOTER_LINKS,
  LANDING_HERO,
  LANDING_IDS,
  LANDING_SERVICES,
  LANDING_TOP_BAR,
  LANDING_WHY_US,
} from '../../content/landing';
import { REVIEWS, SAMPLE_REVIEWS_NOTICE } from '../../content/reviews';
import { Icon } from '../../ui/Icon';
import { LandingHero } from '../components/LandingHero';
import { LandingLayout } from '../components/LandingLayout';
import { LinkedReviewsCarousel } from '../components/LinkedReviewsCarousel';
import { PressSection } from '../components/PressSection';
import { QuoteWidgetEmbed } from '../components/QuoteWidgetEmbed';
import { Tabs } from '../components/Tabs';
import type { LayoutProps, Page } from '../render';

function LandingPageLayout(props: LayoutProps): ReactElement {
  return <LandingLayout {...props} topBar={LANDING_TOP_BAR} footerLinks={LANDING_FOOTER_LINKS} />;
}

export function landingPage(): Page {
  return {
    meta: {
      title: 'Hassle-Free Auto Shipping Quotes',
      description:
        'Instant car shipping quotes with insurance included. Open, enclosed, heavy equipment, Canada and Hawaii; you pay only once a carrier is confirmed.',
      path: '/landing',
      noindex: true,
    },
    layout: LandingPageLayout,
    script: 'landing',
    body: (
      <>
        <LandingHero headline={LANDING_HERO.headline} subline={LANDING_HERO.subline}>
          <h2 className="visually-hidden">{LANDING_HERO.formHeading}</h2>
          <QuoteWidgetEmbed id={LANDING_IDS.booking} variant="full" pagination={false} source="landing-hero" />
        </LandingHero>

        <section className="section" id={LANDING_IDS.services} aria-labelledby="services-title">
          <div className="container">
            <h2 id="services-title">Our services</h2>
            <Tabs
              label="Our services"
              className="service-tabs"
              selectedId={LANDING_SERVICES[0]?.id ?? ''}
              items={LANDING_SERVICES.map((service) => ({
                id: service.id,
                label: service.label,
                panelClassName: `service-panel tone-${service.tone}`,
                panel: (
                  <>
                    <img
                      src={service.image.src}
                      width={service.image.width}
                      height={service.image.height}
                      alt=""
                      loading="lazy"
                    />
                    <div>
                      <h3>{service.title}</h3>
                      <p>{service.text}</p>
                      <p>
                        <a className="button button--primary" href={`#${LANDING_IDS.booking}`}>
                          Get a quote
                        </a>
                      </p>
                      <p>
                        <a href={service.href}>More about {service.label.toLowerCase()}</a>
                      </p>
                    </div>
                  </>
                ),
              }))}
            />
          </div>
        </section>

        <section className="section section--alt" id={LANDING_IDS.reviews} aria-labelledby="reviews-title">
          <div className="container">
            <h2 id="reviews-title">What our customers say</h2>
            <LinkedReviewsCarousel id="landing-reviews" reviews={REVIEWS} label="Customer reviews" />
            <p className="sample-note">{SAMPLE_REVIEWS_NOTICE}</p>
          </div>
        </section>

        <PressSection />

        <section className="section section--alt" id={LANDING_IDS.whyUs} aria-labelledby="why-title">
          <div className="container">
            <h2 id="why-title">{LANDING_WHY_US.heading}</h2>
            <p className="lead">{LANDING_WHY_US.intro}</p>
            <ul className="stats">
              {LANDING_WHY_US.stats.map((stat) => (
                <li key={stat.label}>
                  <strong>{stat.display}</strong> {stat.label}
                </li>
              ))}
            </ul>
            <ul className="grid why-grid">
              {LANDING_WHY_US.benefits.map((benefit) => (
                <li key={benefit.id} className="card">
                  <h3>{benefit.title}</h3>
                  <p>{benefit.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="section" id={LANDING_IDS.contact} aria-labelledby="contact-title">
          <div className="container narrow landing-contact">
            <h2 id="contact-title">{LANDING_CONTACT.heading}</h2>
            <p className="lead">{LANDING_CONTACT.text}</p>
            <p className="landing-contact-phone">
              <Icon name="phone" size={22} /> {LANDING_CONTACT.phone.label}:{' '}
              <a href={LANDING_CONTACT.phone.href}>{LANDING_CONTACT.phone.display}</a>
            </p>
            <p>{LANDING_CONTACT.hours}</p>
            <a className="button button--primary" href={LANDING_CONTACT.quote.href}>
              {LANDING_CONTACT.quote.label}
            </a>
          </div>
        </section>
      </>
    ),
  };
}
