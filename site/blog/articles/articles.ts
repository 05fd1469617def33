/**
 * The local blog articles (the default blog source). SAMPLE CONTENT, shown with
 * SAMPLE_BLOG_NOTICE; the order here does not matter, the source sorts by date.
 */
import type { LocalArticle } from '../post';
import { CAR_SHIPPING_COST } from './car-shipping-cost';
import { MOVING_AN_RV } from './moving-an-rv';
import { MOVING_TO_CANADA } from './moving-to-canada';
import { OPEN_VS_ENCLOSED } from './open-vs-enclosed';
import { PREPARING_YOUR_CAR } from './preparing-your-car';
import { SHIPPING_A_MOTORCYCLE } from './shipping-a-motorcycle';
import { SHIPPING_TO_HAWAII } from './shipping-to-hawaii';
import { SNOWBIRD_CAR_SHIPPING } from './snowbird-car-shipping';

export const BLOG_ARTICLES: readonly LocalArticle[] = [
  CAR_SHIPPING_COST,
  OPEN_VS_ENCLOSED,
  PREPARING_YOUR_CAR,
  SHIPPING_TO_HAWAII,
  MOVING_TO_CANADA,
  SHIPPING_A_MOTORCYCLE,
  SNOWBIRD_CAR_SHIPPING,
  MOVING_AN_RV,
];
