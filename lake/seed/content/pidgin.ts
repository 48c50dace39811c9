/**
 * The seed's Nigerian Pidgin: the home page, the wait-list page's words, the five service pages and three posts,
 * written for a Lagos reader rather than word for word. What a document here leaves out stays as in English until a
 * translator gets to it (the translations copy their English original first, as the Studio's translations menu does).
 */
import { bullets, h2, link, p } from './blocks.ts'
import type { PostDraft } from './types.ts'

export const PIDGIN = 'pcm'

export const PIDGIN_HOME = {
  hero: {
    badge: 'News!',
    badgeText: 'Our beta don open: join di wait-list',
    headline: 'Buy and sell for internet without fear',
    description:
      'Escrova dey hold di buyer money for safe place until di deal complete as una agree, then e go release am give di seller. No more "I don pay, where my goods?" wahala.',
  },
  aboutBlock: {
    eyebrow: 'About us',
    heading: 'Di middle person wey both buyer and seller fit trust',
    text: 'Buyer no wan pay first, seller no wan send first. Escrova stand for middle: di money dey safe with us, and nobody go lose.',
  },
  faqHeading: 'Questions wey people dey ask',
  latestPostsHeading: 'Wetin we write last',
}

export const PIDGIN_WAIT_LIST_PAGE = {
  title: 'Join di Beta',
  metaDescription:
    'Test di Escrova app before e land: escrow checkout, payment links and bill payment for Naija.',
}

/** By the English page's slug: title, description and intro. */
export const PIDGIN_SERVICE_PAGES: Record<string, { title: string; description: string; intro: string }> = {
  escrow: {
    title: 'Escrow',
    description: 'Make buyer and seller do business without fear: we hold di money until di goods land.',
    intro:
      'Escrow mean say di buyer money go sidon with us until di seller deliver wetin dem agree. Once di buyer confirm, di seller collect im money. If wahala show, we go settle am.',
  },
  'payment-links': {
    title: 'Payment Links',
    description: 'Create invoice and payment link, share am for WhatsApp, and collect money even with USSD.',
    intro:
      'You no need website to collect payment. Create link, send am give your customer, and dem fit pay with card, transfer or USSD, even when data no dey.',
  },
  billing: {
    title: 'Billing',
    description: 'Pay light bill, buy airtime and data, and renew your cable for one place.',
    intro:
      'NEPA bill, airtime, data, DStv: all of dem for one app. You go see receipt for every payment, so nobody fit tell you say you never pay.',
  },
  'virtual-cards': {
    title: 'Virtual Cards',
    description: 'Dollar card wey dey change naira to di currency wey you need by itself.',
    intro:
      'Pay for Netflix, Spotify or goods from abroad with virtual card. Fund am with naira, and di card go change am to di currency wey di shop want.',
  },
  voting: {
    title: 'Voting',
    description: 'Run vote for your association or competition, and make every vote count once.',
    intro:
      'From estate meeting to talent show, set up vote wey people fit trust: one person, one vote, and di result dey open for everybody to see.',
  },
}

/** Three posts in Pidgin, by the English post's slug (the translation keeps its English original's slug). */
export const PIDGIN_POSTS: Pick<PostDraft, 'slug' | 'title' | 'excerpt' | 'seoDescription' | 'body'>[] = [
  {
    slug: 'join-the-beta-what-testers-get',
    title: 'Join di beta: wetin testers go get and how to apply',
    excerpt:
      'We dey open di beta for more vendors, freelancers and developers. Two small steps and you don enter di list.',
    seoDescription: 'Apply for Escrova beta: who we dey find, wetin testers go get, and di two-step form.',
    body: [
      p(
        'Beta na where new features dey meet real market. We dey find people wey dey sell, freelance or build for iOS, Android, web and desktop.',
      ),
      h2('Wetin testers go get'),
      bullets(
        'You go first see new features.',
        'Direct line to di people wey dey build di app.',
        'Escrow for real business while e still dey free to shape.',
      ),
      h2('How to apply'),
      p(
        'Fill di ',
        link('wait-list form', '/wait-list'),
        ': your details first, then wetin you need and di phone or computer wey you dey use. We go reach di people wey we choose soon.',
      ),
    ],
  },
  {
    slug: 'no-hidden-charges-how-our-fees-work',
    title: 'No hidden charge: how our fees dey work',
    excerpt: 'Every naira wey we collect, you go see am before you pay. See how di escrow fee dey calculate.',
    seoDescription:
      'How Escrova fees dey work: di escrow charge, who dey pay am, and why no hidden charge dey.',
    body: [
      p(
        'Before you pay anything, di app go show you di full amount: wetin di seller go collect and di small fee wey escrow take.',
      ),
      h2('Who dey pay di fee'),
      p(
        'Buyer and seller fit agree who go carry di fee, or make dem share am. Di calculator for our home page go show you di figure sharp sharp.',
      ),
    ],
  },
  {
    slug: 'keeping-your-account-safe',
    title: 'How to keep your account safe',
    excerpt: 'Nobody from Escrova go ever ask for your PIN or OTP. See small tins wey go protect your money.',
    seoDescription:
      'Tips to protect your Escrova account: PIN, OTP, fake support people and how to report wahala.',
    body: [
      p(
        'Scammers sabi talk sweet. Dem fit call you say dem be "customer care". Remember: we no go ever ask for your PIN, password or OTP.',
      ),
      h2('Small tins wey go help you'),
      bullets(
        'Use strong password wey you no dey use for another place.',
        'Turn on di second step for login.',
        'If person ask you to pay outside di app, na scam be dat.',
      ),
    ],
  },
]
