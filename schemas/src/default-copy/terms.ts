/**
 * Seed copy (docs/product-rules.md#site-copy), word for word as the site showed it before the move.
 * Terms and Conditions, sections 1-21 (docs/product-rules.md#legal-pages, content from docs/product-rules.md#states and #constants: dispute flow and timings, delivery
 * confirmation, fees in both readings, suspension, governing law, arbitration). Each entry: heading, then paragraphs;
 * a string array item is a list.
 */
import { BRAND_NAME, OPERATING_COMPANY } from '@escrova/schemas/settings'

export type TermsBlock = string | string[]

export interface TermsSection {
  heading: string
  body: TermsBlock[]
}

export const TERMS_SECTIONS: TermsSection[] = [
  {
    heading: 'Introduction',
    body: [
      `These terms govern your use of ${BRAND_NAME}, the escrow and e-commerce payment service operated by ${OPERATING_COMPANY} ("we", "us"), on the web and in our mobile apps. By creating an account or using the service you agree to them.`,
    ],
  },
  {
    heading: 'Definitions',
    body: [
      [
        'Merchant: a seller or vendor who offers goods or services through the service.',
        'Buyer: a customer or purchaser who pays a merchant through the service.',
        `Staff: the employees of ${OPERATING_COMPANY} who review disputes and may suspend or terminate users.`,
        'Escrow: funds held by us on behalf of a buyer until the terms of a transaction are met.',
      ],
    ],
  },
  {
    heading: 'Eligibility and accounts',
    body: [
      'You must be at least 18 years old and able to enter a binding contract. You must give accurate information, keep your login details secret and tell us at once if you suspect unauthorised use of your account.',
    ],
  },
  {
    heading: 'Identity verification',
    body: [
      'We verify the identity of users as required by Nigerian law. We may ask for documents at any time and may hold funds until verification is complete.',
    ],
  },
  {
    heading: 'How escrow works',
    body: [
      'The buyer pays the agreed amount into escrow. We hold the funds until the buyer confirms delivery, the confirmation window passes, or a dispute is decided. We then release the funds to the merchant or return them to the buyer as these terms describe.',
    ],
  },
  {
    heading: 'Fees and charges',
    body: [
      'Two readings of our fees exist, and both are stated here so that nobody is surprised:',
      [
        'Pricing calculator reading: an escrow handling charge of 2% of the amount, shared as a 1% charge deducted from what the seller receives (the seller receives 99%) and a 1% extra charge added to what the buyer pays (the buyer pays 101%).',
        'Service charge reading: a non-refundable service charge of 3% of the transaction amount, due when the transaction is initiated, 1.5% paid by the merchant and 1.5% paid by the buyer, payable whether or not the transaction is concluded.',
      ],
      'All fees exclude VAT, which is added where the law requires it. There are no setup fees and no maintenance costs.',
    ],
  },
  {
    heading: 'Delivery and confirmation',
    body: [
      'After the merchant marks the goods as delivered, the buyer has 6 hours to confirm delivery and release the funds, or to open a dispute. If the buyer does neither within 6 hours, the system marks the order as delivered and releases the funds to the merchant automatically; the buyer can then no longer make a claim on that order.',
    ],
  },
  {
    heading: 'Opening a dispute',
    body: [
      'A buyer who is not satisfied may open a dispute before confirming delivery, giving a reason and photos of the goods. The buyer may cancel the dispute at any time before the merchant acts on it.',
    ],
  },
  {
    heading: 'Merchant response',
    body: [
      'The merchant has 12 hours to respond to a dispute, plus a possible grace period of 2 hours. If the merchant does not respond in that time, the dispute is decided in favour of the buyer. If the merchant accepts the claim, the merchant chooses a replacement or a refund.',
    ],
  },
  {
    heading: 'Returns',
    body: [
      'When a claim is accepted, the buyer returns the goods within 12 hours. The status then becomes "goods returned to the merchant’s warehouse".',
    ],
  },
  {
    heading: 'Replacements',
    body: [
      'A merchant who chose a replacement ships it within 48 hours, plus a grace period of 4 hours. If the merchant fails to do so, a further 6 hour countdown follows in which the buyer may collect the goods and close the dispute. If nobody acts before the countdown ends, the funds are returned to the buyer automatically.',
    ],
  },
  {
    heading: 'Rejected claims and staff decisions',
    body: [
      'If the merchant rejects the claim, we ask both parties for evidence and our staff decide the dispute. Both parties are told the decision within 2 hours of it being made.',
      [
        'Decision against the merchant: the merchant chooses a replacement or a refund, as in sections 9 to 11.',
        'Decision against the buyer: the funds are released to the merchant, and a false claim earns the buyer a warning strike. A buyer with multiple strikes may be barred from the service.',
      ],
    ],
  },
  {
    heading: 'Refunds',
    body: [
      'Refunds are paid to the buyer’s wallet or original payment method. The service charge described in section 6 is not refundable.',
    ],
  },
  {
    heading: 'Prohibited use',
    body: [
      'You may not use the service for goods or services that are illegal in Nigeria, for money laundering or terrorist financing, to deceive other users, or to interfere with the service or other users’ accounts.',
    ],
  },
  {
    heading: 'Suspension and termination',
    body: [
      'We may suspend or terminate a user’s account for a breach of these terms, for fraud or suspected fraud, or when a government authority or court orders us to. Funds held at that time are handled as the law and any such order require.',
    ],
  },
  {
    heading: 'Availability and support',
    body: [
      'We aim for 99.9% availability and offer support 24 hours a day, 7 days a week. Maintenance or events outside our control may interrupt the service; we will tell you about planned interruptions in advance.',
    ],
  },
  {
    heading: 'Intellectual property',
    body: [
      `The ${BRAND_NAME} name, logo, apps, website and API documentation belong to ${OPERATING_COMPANY}. You may not copy or reuse them without our written permission.`,
    ],
  },
  {
    heading: 'Limitation of liability',
    body: [
      'We are not a party to the sale between merchant and buyer and are not responsible for the quality of goods or services. To the extent the law allows, our liability is limited to the fees we received for the transaction concerned.',
    ],
  },
  {
    heading: 'Governing law',
    body: ['These terms are governed by the laws of the Federal Republic of Nigeria.'],
  },
  {
    heading: 'Dispute resolution between you and us',
    body: [
      'If a disagreement between you and us cannot be settled by our support team, both sides first try mediation for 3 months. If mediation fails, the disagreement is settled by arbitration at the Regional Centre for International Commercial Arbitration, Lagos. Claims are brought individually: no class actions or representative proceedings.',
    ],
  },
  {
    heading: 'Changes to these terms',
    body: [
      'We may change these terms. We will publish the new version on this page and, for significant changes, tell you in the app before they take effect. Using the service after that means you accept the new terms.',
    ],
  },
]
