/**
 * The order confirmation's words, as data (copy is data). The subject is built only from the order number
 * the site made, never from text the customer typed (../email-copy.ts says why).
 */
import { nextStepsCopy } from '../../../content/next-steps';

export const orderConfirmationEmailCopy = {
  subject: (orderNumber: string) => `Your order ${orderNumber} is confirmed`,
  preview: 'Your signed order is attached. Here is what happens next.',
  intro: 'Thank you for your order. It is confirmed, and a copy of the order you signed is attached.',
  orderNumber: 'Order number',
  summaryHeading: 'Your order',
  transport: 'Shipping method',
  price: 'Agreed price',
  priceByAdvisor: 'Your advisor confirms the price with you',
  signedBy: 'Signed by',
  signedAt: 'Signed on',
  pickupContact: 'Pickup contact',
  deliveryContact: 'Delivery contact',
  firstAvailable: 'First available date',
  pickupWindow: 'Pickup window',
  pickupWindowSpan: (first: string, last: string) => `${first} to ${last}`,
  cancellationHeading: 'Cancellation',
  orderLinkHeading: 'Your order online',
  orderLinkText: 'Your order, its status and the signed order to download are on your booking page.',
  orderLinkButton: 'See your order',
  attachmentNote: (filename: string) => `The order you signed is attached as ${filename}.`,
  nextHeading: nextStepsCopy.heading,
  nextSteps: [
    nextStepsCopy.carrierAssigned,
    nextStepsCopy.payOnceConfirmed,
    'The carrier calls you before pickup to agree on a time.',
    nextStepsCopy.pickupToDoor,
  ],
  changesHeading: 'Changes by phone',
  changesText: (phone: string) =>
    `To change a date, an address or anything else in your order, call customer support at ${phone} with your order number. Changes are made by phone only.`,
  footerWhy: 'You receive this email because you placed an order for vehicle shipping on our site.',
} as const;
