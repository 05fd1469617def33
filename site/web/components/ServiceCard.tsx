/** A service in a grid of cards: its picture, its name linking to its page, and its summary. */
import type { ReactElement } from 'react';
import { type ServicePage, servicePath } from '../../content/services';

export function ServiceCard({ service, className }: { service: ServicePage; className?: string }): ReactElement {
  return (
    <li className={className ? `card ${className}` : 'card'}>
      <img src={service.image.src} width={service.image.width} height={service.image.height} alt="" loading="lazy" />
      <h3>
        <a href={servicePath(service.slug)}>{service.name}</a>
      </h3>
      <p>{service.summary}</p>
    </li>
  );
}
