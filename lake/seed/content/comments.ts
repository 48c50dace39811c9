import type { ModerationStatus } from '@escrova/schemas/comments'

/**
 * Reader comments. Approved ones are public documents `comment-<n>`; pending and rejected ones are private drafts
 * `drafts.comment-<n>`, exactly as the comment function and the moderation actions leave them. `hoursAfter` counts
 * from the post's publishedAt (replies from later than their parent), so every comment postdates its post.
 */
export interface CommentDraft {
  n: number
  post: string
  hoursAfter: number
  name: string
  text: string
  status: ModerationStatus
  /** The `n` of the approved comment this replies to. */
  replyTo?: number
  moderatorNote?: string
}

const ALL_BLOCKS = 'how-escrow-protects-online-buyers-in-nigeria'

export const COMMENTS: CommentDraft[] = [
  {
    n: 1,
    post: ALL_BLOCKS,
    hoursAfter: 3,
    name: 'Ngozi A.',
    status: 'approved',
    text: 'This is the clearest explanation I have read. I did not know the merchant only has 12 hours to respond. That alone makes me more comfortable buying from new vendors.',
  },
  {
    n: 2,
    post: ALL_BLOCKS,
    hoursAfter: 5,
    name: 'Adaeze (Escrova)',
    status: 'approved',
    replyTo: 1,
    text: 'Thank you Ngozi! The 2 hour grace period is there for network issues, but after that the dispute goes to the buyer.',
  },
  {
    n: 3,
    post: ALL_BLOCKS,
    hoursAfter: 26,
    name: 'Musa Ibrahim',
    status: 'approved',
    text: 'What happens if I am travelling and cannot confirm delivery within 6 hours? Do I lose my right to complain?',
  },
  {
    n: 4,
    post: ALL_BLOCKS,
    hoursAfter: 29,
    name: 'Adaeze (Escrova)',
    status: 'approved',
    replyTo: 3,
    text: 'Good question, Musa. The six hours start when the order is marked delivered, so ask the vendor to deliver when you are around. After the window closes the funds go to the merchant.',
  },
  {
    n: 5,
    post: 'what-sellers-receive-the-99-percent-rule',
    hoursAfter: 8,
    name: 'Kemi Adeyemi',
    status: 'approved',
    text: 'So on a ₦50,000 order I get ₦49,500? That is less than what my POS agent charges me.',
  },
  {
    n: 6,
    post: 'what-sellers-receive-the-99-percent-rule',
    hoursAfter: 10,
    name: 'Tunde (Escrova)',
    status: 'approved',
    replyTo: 5,
    text: 'Exactly right, Kemi: ₦49,500 for you, and the buyer pays ₦50,500.',
  },
  {
    n: 7,
    post: 'why-instagram-vendors-lose-sales-to-trust',
    hoursAfter: 4,
    name: 'Blessing O.',
    status: 'approved',
    text: 'Pay on delivery has finished me this year. Three riders went back with the goods last week alone.',
  },
  {
    n: 8,
    post: 'why-instagram-vendors-lose-sales-to-trust',
    hoursAfter: 30,
    name: 'Chidi Nwosu',
    status: 'approved',
    text: 'As a buyer I will happily pay first if the money is held. I just do not want to send it to a personal account.',
  },
  {
    n: 9,
    post: 'why-instagram-vendors-lose-sales-to-trust',
    hoursAfter: 34,
    name: 'Blessing O.',
    status: 'approved',
    replyTo: 7,
    text: 'Update: I added the payment link to my bio on Monday. Two orders paid upfront already.',
  },
  {
    n: 10,
    post: 'the-12-hour-dispute-window-explained',
    hoursAfter: 12,
    name: 'Halima Sani',
    status: 'approved',
    text: 'Is the 12 hours counted at night too? Many of us in Kano close the shop by 8pm.',
  },
  {
    n: 11,
    post: 'the-12-hour-dispute-window-explained',
    hoursAfter: 15,
    name: 'Fatima (Escrova)',
    status: 'approved',
    replyTo: 10,
    text: 'Yes, Halima, the clock runs around the clock. Turn on notifications so a dispute at night does not surprise you in the morning.',
  },
  {
    n: 12,
    post: 'buying-a-used-phone-online-in-lagos',
    hoursAfter: 6,
    name: 'Emeka Obi',
    status: 'approved',
    text: 'The IMEI check saved me last month. The box said one number, the phone said another.',
  },
  {
    n: 13,
    post: 'buying-a-used-phone-online-in-lagos',
    hoursAfter: 20,
    name: 'Seyi Ogunleye',
    status: 'approved',
    text: 'Adding battery health to my checklist. Thanks for this.',
  },
  {
    n: 14,
    post: 'join-the-beta-what-testers-get',
    hoursAfter: 2,
    name: 'Yusuf Danjuma',
    status: 'approved',
    text: 'Applied! Will the beta work on Android Go phones?',
  },
  {
    n: 15,
    post: 'join-the-beta-what-testers-get',
    hoursAfter: 7,
    name: 'Chinedu (Escrova)',
    status: 'approved',
    replyTo: 14,
    text: 'It should, Yusuf. Pick Android on the form and we will include you in the low-memory test group.',
  },
  {
    n: 16,
    post: 'freelancers-stop-starting-work-without-a-deposit',
    hoursAfter: 9,
    name: 'Ifeoma Eze',
    status: 'approved',
    text: 'The four-month story is every freelancer in Nigeria. Funding escrow first is such a simple fix.',
  },
  {
    n: 17,
    post: 'freelancers-stop-starting-work-without-a-deposit',
    hoursAfter: 14,
    name: 'Chinedu (Escrova)',
    status: 'approved',
    replyTo: 16,
    text: 'Ifeoma, if it helps: clients take it better when you call it "securing the project" rather than a deposit.',
  },
  {
    n: 18,
    post: 'ussd-escrow-for-customers-without-data',
    hoursAfter: 18,
    name: 'Aminu Bello',
    status: 'approved',
    text: 'My customers in Katsina mostly use small phones. This is what we needed.',
  },
  {
    n: 19,
    post: 'ussd-escrow-for-customers-without-data',
    hoursAfter: 40,
    name: 'Grace Effiong',
    status: 'approved',
    text: 'Does the SMS also go to the seller? I want to know when the buyer has paid.',
  },
  {
    n: 20,
    post: 'from-kano-to-port-harcourt-long-distance-delivery',
    hoursAfter: 5,
    name: 'Ibrahim Lawal',
    status: 'approved',
    text: 'I ship leather bags from Kano every week. The photo before dispatch tip is gold.',
  },
  {
    n: 21,
    post: 'from-kano-to-port-harcourt-long-distance-delivery',
    hoursAfter: 9,
    name: 'Ruth Amadi',
    status: 'approved',
    replyTo: 20,
    text: 'Ibrahim, do you ship to Port Harcourt? I have been looking for a good leather seller.',
  },
  {
    n: 22,
    post: ALL_BLOCKS,
    hoursAfter: 200,
    name: 'Tobi',
    status: 'pending',
    text: 'Can a merchant see my address before I pay into escrow?',
  },
  {
    n: 23,
    post: ALL_BLOCKS,
    hoursAfter: 210,
    name: 'Ngozi A.',
    status: 'pending',
    replyTo: 1,
    text: 'Coming back to say I used escrow for my first Instagram order. Smooth.',
  },
  {
    n: 24,
    post: 'no-hidden-charges-how-our-fees-work',
    hoursAfter: 20,
    name: 'Ahmed K.',
    status: 'pending',
    text: 'Is VAT added on top of the 2% or included?',
  },
  {
    n: 25,
    post: 'escrow-for-car-deals',
    hoursAfter: 30,
    name: 'Oluwaseun',
    status: 'pending',
    text: 'Would love a list of recommended mechanics in Lagos for inspections.',
  },
  {
    n: 26,
    post: 'why-instagram-vendors-lose-sales-to-trust',
    hoursAfter: 50,
    name: 'Cheap followers',
    status: 'rejected',
    text: 'Buy 10k followers today, best price, DM now!!!',
    moderatorNote: 'Advertising, not a comment.',
  },
]
