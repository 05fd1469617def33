/**
 * Home `/`: the hero with the full widget at #main-form (pagination off), the marketing claims,
 * the sections the home anchors point at, the reviews carousel and the press mentions.
 */

import { brand } from '../../content/brand';
import {
  BENEFITS,
  CONTACT,
  HERO,
  NETWORK_STATS,
  PROCESS,
  QUOTE_SECTION,
  SERVICES_TEASER,
  STATS,
  SUPPORT,
} from '../../content/home';
import { REVIEW_SOURCES, REVIEWS, SAMPLE_REVIEWS_NOTICE } from '../../content/reviews';
import { serviceBySlug } from '../../content/services';
import { Icon } from '../../ui/Icon';
import { HeroMedia } from '../components/HeroMedia';
import { PressSection } from '../components/PressSection';
import { QuoteWidgetEmbed } from '../components/QuoteWidgetEmbed';
import { ServiceCard } from '../components/ServiceCard';
import { Island } from '../islands/island';
import { type ReviewCard, ReviewsCarousel } from '../islands/ReviewsCarousel';
import type { Page } from '../render';

function organizationJsonLd(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: brand.name,
    url: `${origin}/`,
    logo: `${origin}/images/logo.svg`,
    telephone: brand.phones.advisors.href.replace('tel:', ''),
    email: brand.mailboxes.info.address,
    address: {
      '@type': 'PostalAddress',
      streetAddress: brand.address.street,
      addressLocality: brand.address.locality,
      addressRegion: brand.address.region,
      postalCode: brand.address.postalCode,
      addressCountry: brand.address.country,
    },
    sameAs: brand.social.map((profile) => profile.url),
  };
}

export function homePage(origin: string): Page {
  const reviews: ReviewCard[] = REVIEWS.map((review) => ({
    name: review.name,
    stars: review.stars,
    review: review.review,
    date: review.date,
    source: { name: REVIEW_SOURCES[review.source].name, logo: REVIEW_SOURCES[review.source].logo.src },
  }));
  const featured = SERVICES_TEASER.featuredSlugs.flatMap((slug) => serviceBySlug(slug) ?? []);

  return {
    meta: {
      title: 'Car Shipping and Auto Transport Quotes',
      description:
        'Ship a car, motorcycle, RV, boat or heavy equipment across the USA and Canada or overseas. Instant quote, insurance included, pay only once a carrier is confirmed.',
      path: '/',
      jsonLd: [organizationJsonLd(origin)],
    },
    body: (
      <>
        <section className="hero" aria-labelledby="hero-title">
          <div className="container hero-grid">
            <div className="hero-copy">
              <h1 id="hero-title">{HERO.headline}</h1>
              <p className="lead">{HERO.subline}</p>
              <ul className="stats">
                {STATS.map((stat) => (
                  <li key={stat.label}>
                    <strong>{stat.display}</strong> {stat.label}
                  </li>
                ))}
              </ul>
            </div>
            <div id="request" className="hero-form">
              <h2 className="visually-hidden" id="main-form-title">
                {QUOTE_SECTION.heading}
              </h2>
              <QuoteWidgetEmbed id="main-form" variant="full" pagination={false} source="home-hero" />
              <p className="sample-note">{QUOTE_SECTION.text}</p>
            </div>
            <div className="hero-visual">
              <HeroMedia image={HERO.image} video={HERO.video ?? undefined} />
            </div>
          </div>
        </section>

        <section className="section" id={PROCESS.id} aria-labelledby="process-title">
          <div className="container">
            <h2 id="process-title">{PROCESS.heading}</h2>
            <p className="lead">{PROCESS.intro}</p>
            <ol className="steps">
              {PROCESS.steps.map((step) => (
                <li key={step.number}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="section section--alt" aria-labelledby="benefits-title">
          <div className="container">
            <h2 id="benefits-title">Why ship with {brand.name}</h2>
            <ul className="grid">
              {BENEFITS.map((benefit) => (
                <li key={benefit.id} className="card">
                  <h3>{benefit.title}</h3>
                  <p>{benefit.text}</p>
                </li>
              ))}
            </ul>
            <ul className="stats">
              {NETWORK_STATS.map((stat) => (
                <li key={stat.label}>
                  <strong>{stat.display}</strong> {stat.label}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="section" id={SERVICES_TEASER.id} aria-labelledby="services-title">
          <div className="container">
            <h2 id="services-title">{SERVICES_TEASER.heading}</h2>
            <p className="lead">{SERVICES_TEASER.intro}</p>
            <ul className="grid">
              {featured.map((service) => (
                <ServiceCard key={service.slug} service={service} />
              ))}
            </ul>
            <p>
              <a className="button button--secondary" href={SERVICES_TEASER.cta.href}>
                {SERVICES_TEASER.cta.label}
              </a>
            </p>
          </div>
        </section>

        <section className="section section--alt" id="reviews" aria-labelledby="reviews-title">
          <div className="container">
            <h2 id="reviews-title">What our customers say</h2>
            <Island name="reviews" component={ReviewsCarousel} props={{ reviews, label: 'Customer reviews' }} />
            <p className="sample-note">{SAMPLE_REVIEWS_NOTICE}</p>
          </div>
        </section>

        <PressSection />

        <section className="section section--alt" id={SUPPORT.id} aria-labelledby="support-title">
          <div className="container narrow">
            <h2 id="support-title">{SUPPORT.heading}</h2>
            <p className="lead">{SUPPORT.text}</p>
            <p>
              <strong>{SUPPORT.availability}</strong>: <a href={SUPPORT.email.href}>{SUPPORT.email.address}</a>
            </p>
            <p>
              {SUPPORT.phone.label}: <a href={SUPPORT.phone.href}>{SUPPORT.phone.display}</a>
            </p>
            <p>{SUPPORT.advisorHours}</p>
          </div>
        </section>

        <section className="section" id={CONTACT.id} aria-labelledby="contact-title">
          <div className="container narrow">
            <h2 id="contact-title">{CONTACT.heading}</h2>
            <p className="lead">{CONTACT.text}</p>
            <address className="contact">
              <p>
                <Icon name="phone" size={18} /> {CONTACT.phone.label}:{' '}
                <a href={CONTACT.phone.href}>{CONTACT.phone.display}</a>
              </p>
              <p>
                <Icon name="contact" size={18} /> <a href={CONTACT.email.href}>{CONTACT.email.address}</a>
              </p>
              <p>{CONTACT.address}</p>
              <p>{CONTACT.advisorHours}</p>
            </address>
            <a className="button button--primary" href={CONTACT.cta.href}>
              {CONTACT.cta.label}
            </a>
          </div>
        </section>
      </>
    ),
  };
}
