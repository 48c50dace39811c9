import { bullets, h2, numbered, p, quote, strong } from './blocks.ts'
import type { PostDraft } from './types.ts'

/** November and December 2025: disputes, fraud and the festive season. */
export const POSTS_2025_WINTER: PostDraft[] = [
  {
    slug: 'the-12-hour-dispute-window-explained',
    title: 'The 12-hour dispute window, explained step by step',
    publishedAt: '2025-11-13T09:00:00.000Z',
    author: 'adaeze',
    categories: ['safety-disputes'],
    tags: ['disputes', 'escrow'],
    cover: 'dispute-timer',
    coverAlt: 'A clock face with a purple ring showing 12 hours',
    excerpt:
      'Disputes move on fixed clocks so nobody can stall. Here is every window, and what happens when it closes.',
    seoDescription:
      'Every time limit in an escrow dispute: the 12-hour merchant response, the 2-hour grace, returns, replacements and automatic refunds.',
    body: [
      p(
        'A dispute without deadlines is just an argument. Ours runs on clocks that both sides can see in the app.',
      ),
      h2('The clocks'),
      bullets(
        [strong('12 hours'), ' for the merchant to respond, plus a 2 hour grace period.'],
        [strong('12 hours'), ' for the buyer to return goods once a resolution is agreed.'],
        [strong('48 hours'), ' for the merchant to ship a replacement, plus a 4 hour grace period.'],
        [
          strong('6 hours'),
          ' after a missed replacement, during which the buyer may collect the goods and close the dispute.',
        ],
      ),
      p(
        'If the merchant does not respond in time, the dispute goes to the buyer. If nobody acts at the end of the final countdown, the funds go back to the buyer automatically.',
      ),
      h2('When staff decide'),
      p(
        'If the merchant rejects the claim, we ask both sides for evidence and our team decides. Both parties hear the verdict within 2 hours of the decision.',
      ),
    ],
  },
  {
    slug: 'five-signs-a-vendor-is-not-who-they-claim',
    title: "Five signs a 'vendor' is not who they claim to be",
    publishedAt: '2025-11-27T13:30:00.000Z',
    author: 'fatima_kano',
    categories: ['safety-disputes'],
    tags: ['fraud-prevention', 'instagram-vendors'],
    cover: 'escrow-shield',
    coverAlt: 'A purple shield with a tick mark',
    excerpt: 'Fake vendors follow a script. Learn the script and you will spot them before you pay.',
    seoDescription:
      'Five warning signs of a fake online vendor in Nigeria, and why insisting on escrow is the simplest test of all.',
    body: [
      p(
        'Scammers are creative, but their playbook is short. These five moves come up again and again in the reports we read.',
      ),
      numbered(
        'The price is far below every other seller, "because of a clearance".',
        'They insist on a personal account, never a business one.',
        'They rush you: "only two left, pay now to reserve".',
        'Their comments are switched off or full of the same three accounts.',
        'They refuse escrow, or send you a "link" to a look-alike site.',
      ),
      quote('The simplest test: offer to pay through escrow. A real vendor says yes. A fake one disappears.'),
      p(
        'If you have already paid a stranger outside escrow, report it to your bank at once. The sooner they hear, the better your chances.',
      ),
    ],
  },
  {
    slug: 'paying-for-christmas-goods-from-lagos-to-kano',
    title: 'Paying for Christmas goods from Lagos to Kano without fear',
    publishedAt: '2025-12-11T10:45:00.000Z',
    author: 'tunde_b',
    categories: ['selling-online'],
    tags: ['lagos', 'escrow', 'instagram-vendors'],
    cover: 'city-map',
    coverAlt: 'A map of Nigeria with pins on Lagos, Abuja and Kano',
    excerpt:
      'December is the busiest month for online vendors and the busiest for scammers. A short guide for both sides.',
    seoDescription:
      'Shopping or selling across Nigerian states during the festive season: how escrow keeps long-distance orders safe.',
    body: [
      p(
        'Hampers, ankara for family photos, phones for the children: December orders travel far, and every extra kilometre is another chance for something to go wrong.',
      ),
      h2('For buyers'),
      bullets(
        'Order early; delivery partners are stretched.',
        'Pay into escrow, never by transfer to a stranger.',
        'Open the parcel before you confirm delivery.',
      ),
      h2('For vendors'),
      bullets(
        'Photograph every parcel before it leaves.',
        'Share the tracking number in the order.',
        'Mark delivered as soon as the rider confirms.',
      ),
      p('A calm December is a good December. Happy holidays from all of us in Lagos, Abuja and Kano.'),
    ],
  },
  {
    slug: 'a-year-of-building-escrova',
    title: 'A year of building Escrova: what we learned',
    publishedAt: '2025-12-22T16:00:00.000Z',
    author: 'chinedu_dev',
    categories: ['company-news'],
    tags: ['escrow', 'api'],
    cover: 'team-escrova',
    coverAlt: 'Three drawn figures standing together',
    excerpt: 'Twelve months, three cities and many conversations with merchants. What surprised us most.',
    seoDescription:
      'Looking back on a year of building an escrow payment service for Nigerian merchants, freelancers and buyers.',
    body: [
      p(
        'We started with a simple idea: hold the money until both sides are happy. The idea stayed simple. Everything around it did not.',
      ),
      h2('What surprised us'),
      bullets(
        'How many sales happen over WhatsApp voice notes.',
        'How much buyers value a clock they can see during a dispute.',
        'How often a feature phone is the only device in the house.',
      ),
      p(
        'Next year is about the beta, the API and getting the app into more hands. Thank you for reading, and for telling us what to build.',
      ),
    ],
  },
]
