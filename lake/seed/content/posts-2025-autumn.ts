import { bullets, code, em, h1, h2, h3, img, link, numbered, p, quote, strong } from './blocks.ts'
import type { PostDraft } from './types.ts'

/** September and October 2025: the first posts, on what escrow is and why it matters. */
export const POSTS_2025_AUTUMN: PostDraft[] = [
  {
    slug: 'what-escrow-means-in-plain-terms',
    title: 'What escrow means, in plain terms',
    publishedAt: '2025-09-04T08:30:00.000Z',
    author: 'adaeze',
    categories: ['escrow-basics'],
    tags: ['escrow'],
    cover: 'escrow-shield',
    coverAlt: 'A purple shield with a tick mark, standing for money held safely',
    excerpt:
      'Escrow is a referee for your money: the buyer pays, we hold it, and the seller is paid when the terms are met.',
    seoDescription:
      'Escrow explained simply for Nigerian buyers and sellers: who holds the money, when it is released, and why both sides win.',
    body: [
      p(
        'Every online sale asks one person to trust another first. Either the buyer pays and hopes the goods arrive, or the seller ships and hopes the money follows. ',
        strong('Escrow removes that gamble.'),
      ),
      h2('Three steps, one referee'),
      numbered(
        'The buyer pays into escrow. The seller can see the money is there.',
        'The seller delivers the goods or the service.',
        'The buyer confirms, and the funds are released to the seller.',
      ),
      p(
        'Neither side can run off with the money while the deal is open. If something goes wrong, there is a dispute process with clear time limits instead of an argument in the DMs.',
      ),
      h2('Who it is for'),
      p(
        'Market traders in Balogun, Instagram boutiques, freelancers in Abuja, repair shops in Kano: anyone who sells to people they have never met. Buyers get a way to say yes to a new vendor without risking their rent money.',
      ),
      quote('Trust is expensive when you have to build it one customer at a time. Escrow lends it to you.'),
    ],
  },
  {
    slug: 'why-instagram-vendors-lose-sales-to-trust',
    title: 'Why Instagram vendors lose sales to trust, not price',
    publishedAt: '2025-09-18T10:00:00.000Z',
    author: 'tunde_b',
    categories: ['selling-online'],
    tags: ['instagram-vendors', 'escrow', 'lagos'],
    cover: 'instagram-store',
    coverAlt: 'A drawn storefront with a camera icon, for an Instagram shop',
    excerpt:
      'Most abandoned orders on Instagram are not about price. They stop at the moment the buyer is asked to transfer first.',
    seoDescription:
      'Why Instagram vendors in Nigeria lose buyers at the payment step, and how escrow turns "I will pay on delivery" into a paid order.',
    body: [
      p(
        'Ask any vendor in Yaba what kills a sale and you will hear the same thing: ',
        em('"Can I pay on delivery?"'),
        ' The buyer likes the bag, agrees the price, and then goes quiet when the account number arrives.',
      ),
      h2('The transfer-first problem'),
      p(
        'Buyers have seen the stories: a screenshot of a dress, a transfer, then a blocked account. Honest vendors pay for those scams with every hesitant customer.',
      ),
      p(
        'Pay on delivery is no cure either. Riders wait at gates, customers change their minds, and the vendor pays for a return trip across Third Mainland Bridge.',
      ),
      h2('What changes with escrow'),
      bullets(
        'The buyer pays now, because the money is held, not handed over.',
        'The vendor ships with confidence, because the money is already committed.',
        'The rider leaves as soon as the buyer confirms delivery in the app.',
      ),
      p(
        'Vendors who add an escrow payment link to their bio tell us the "can I pay on delivery" question almost disappears.',
      ),
    ],
  },
  {
    slug: 'ussd-escrow-for-customers-without-data',
    title: 'USSD payments: escrow for customers without data',
    publishedAt: '2025-10-02T09:15:00.000Z',
    author: 'fatima_kano',
    categories: ['payments-billing'],
    tags: ['ussd', 'escrow'],
    cover: 'ussd-payments',
    coverAlt: 'A feature phone showing a USSD code on its screen',
    excerpt:
      'Not every buyer has data or a smartphone. USSD lets them pay into escrow from any phone, even offline.',
    seoDescription:
      'How USSD offline payment lets buyers without data or a smartphone pay into escrow from any Nigerian mobile line.',
    body: [
      p(
        'A large share of the people who buy from small businesses in the North do it from a feature phone. If a payment needs an app and a data bundle, they cannot use it.',
      ),
      h2('How a USSD payment works'),
      numbered(
        'The seller creates an invoice and shares the payment code.',
        'The buyer dials their bank’s USSD code and enters the reference.',
        'The payment lands in escrow and both sides get an SMS.',
      ),
      p(
        'Nothing about the protection changes. The money is held exactly as if it came from the app, and released under the same rules.',
      ),
      h3('What it costs'),
      p(
        'Your bank may charge its usual USSD session fee. Our side is the same as any escrow payment: no setup fee and no maintenance charge.',
      ),
    ],
  },
  {
    slug: 'how-escrow-protects-online-buyers-in-nigeria',
    title: 'How escrow protects online buyers in Nigeria',
    publishedAt: '2025-10-16T08:00:00.000Z',
    author: 'adaeze',
    categories: ['escrow-basics', 'safety-disputes'],
    tags: ['escrow', 'disputes', 'fraud-prevention', 'instagram-vendors'],
    cover: 'buyer-seller',
    coverAlt: 'Two circles joined by a bridge: the buyer’s naira and the seller’s confirmation',
    excerpt:
      'A complete walk-through of what happens to your money, from the moment you pay to the moment the seller is paid.',
    seoDescription:
      'A step-by-step guide to how escrow protects online buyers in Nigeria: held funds, delivery confirmation, disputes and refunds.',
    body: [
      p(
        'This guide follows one order from start to finish: a pair of sneakers bought from a vendor in Lagos by a buyer in Abuja. Every rule below comes from our ',
        link('terms and conditions', '/terms'),
        ', written out in plain language.',
      ),
      h1('Your money, held until the deal is done'),
      p(
        'When the buyer pays, the money does ',
        strong('not'),
        ' go to the vendor. It sits in escrow, and the vendor sees a confirmed, funded order. That is the whole trick, and it is ',
        em('enough'),
        ' to change how both people behave.',
      ),
      img('escrow-shield', 'A purple shield with a tick mark, standing for funds held in escrow'),
      h2('Step by step'),
      numbered(
        'The buyer pays into escrow by card, transfer or USSD.',
        'The vendor ships the sneakers and marks the order as delivered.',
        'The buyer has 6 hours to confirm delivery and release the funds.',
        'If the buyer does nothing, the order is marked delivered and the vendor is paid automatically.',
      ),
      h2('When something goes wrong'),
      p(
        'Maybe the sneakers are the wrong size, or they never arrived. The buyer opens a dispute with a reason and photos.',
      ),
      h3('What the merchant must do'),
      bullets(
        'Respond within 12 hours, with a 2 hour grace period.',
        'Accept the claim and choose a replacement or a refund, or reject it and provide evidence.',
        [
          'Ship any replacement within 48 hours plus a 4 hour grace period. The reference for the dispute is its ',
          code('order ID'),
          '.',
        ],
      ),
      h3('What the buyer must do'),
      bullets(
        'Return the goods within 12 hours if a replacement or refund is agreed.',
        'Tell the truth: a false claim earns a warning strike, and repeated strikes can bar a buyer.',
      ),
      quote('If the merchant never answers, the dispute goes to the buyer. Silence is not a strategy.'),
      h2('Why this works for honest sellers too'),
      p(
        'A vendor with escrow can sell to strangers in Kano or Port Harcourt without asking them to trust an Instagram handle. Ready to try it? ',
        link('Join the beta wait-list', '/wait-list'),
        ' or read more about ',
        link('our escrow service', '/services/escrow'),
        '.',
      ),
    ],
  },
  {
    slug: 'freelancers-stop-starting-work-without-a-deposit',
    title: 'Freelancers: stop starting work without a deposit',
    publishedAt: '2025-10-30T11:00:00.000Z',
    author: 'chinedu_dev',
    categories: ['freelancing'],
    tags: ['freelancers', 'escrow'],
    cover: 'freelancer-laptop',
    coverAlt: 'A laptop showing code brackets on its screen',
    excerpt:
      'A funded escrow is a deposit the client cannot take back on a whim, and one you cannot spend before the work is done.',
    seoDescription:
      'Why Nigerian freelancers should ask clients to fund escrow before starting work, and how it beats a traditional deposit.',
    body: [
      p(
        'I once built a full booking website for a client in Ikeja who paid nothing upfront. When I delivered, he "needed to talk to his partner". Four months later I was paid half.',
      ),
      h2('Deposits are awkward; escrow is not'),
      p(
        'Asking for 50% upfront feels like accusing the client of something. Asking them to fund escrow is different: the money is not yours yet, so the client is not taking a risk on you either.',
      ),
      bullets(
        'The client knows the money comes back if you do not deliver.',
        'You know the money exists before you write a line of code.',
        'Neither side has to chase the other at the end.',
      ),
      p(
        'Agree the deliverables in writing, fund the escrow, then start. It takes five minutes and saves months.',
      ),
    ],
  },
]
