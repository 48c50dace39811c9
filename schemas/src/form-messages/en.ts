/**
 * The forms' words in English, as ICU MessageFormat: every label and message of the wait-list, comment and
 * support-ticket forms, and the validation messages of docs/product-rules.md#validation, word for word. `{…Max}`
 * are the limits of `wait-list.ts`, `comments.ts` and `support.ts`, `{brand}` the brand name (`index.ts` fills them
 * in). Every other language's file has the same keys, and any key it lacks is said in English.
 */
export const en = {
  waitList: {
    intro:
      'Be among the first to try {brand}. Tell us about yourself and what you need, and we will reach out to selected testers.',
    fullNameRequired: 'Full name is required.',
    fullNameTooLong: 'Full name must be at most {fullNameMax} characters.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Enter a valid email address.',
    phoneRequired: 'Phone number is required.',
    phoneInvalid: 'Enter a valid phone number.',
    locationRequired: 'Please select your state.',
    keyNeedsRequired: 'Select at least one key need.',
    otherNeedRequired: 'Please specify your need.',
    otherNeedTooLong: 'Your need must be at most {otherNeedMax} characters.',
    platformsRequired: 'Select at least one preferred platform.',
    consentRequired: 'You must agree before submitting.',
    consentLabel: 'I agree to provide feedback and test pre-release versions',
    formLabel: 'Beta program application',
    step1Legend: 'Step 1 of 2: Basic information',
    step2Legend: 'Step 2 of 2: Your needs',
    fullNameLabel: 'Full name',
    emailLabel: 'Email',
    phoneLabel: 'Phone number',
    locationLabel: 'Location (state)',
    locationPlaceholder: 'Select your state',
    keyNeedsLegend: 'Key needs',
    otherNeedLabel: 'Please specify your need',
    platformsLegend: 'Preferred platforms',
    next: 'Next',
    back: 'Back',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    successTitle: 'Submission Successful!',
    successText:
      "Your application for the beta program of {brand} has been received. We'll reach out to selected testers soon.",
    failureTitle: 'Submission Failed',
    failureText: 'Something went wrong while submitting. Please check your connection and try again.',
    ok: 'Ok',
    close: 'Close',
    keyNeedEscrowService: 'Escrow Service',
    keyNeedOnlineSelling: 'Online Selling',
    keyNeedFreelancePayments: 'Freelance Payments',
    keyNeedBusinessTransactions: 'Business Transactions',
    keyNeedSecureTransactions: 'Secure Transactions',
    keyNeedOther: 'Other',
  },
  comment: {
    nameRequired: 'Name is required.',
    nameTooLong: 'Name must be at most {nameMax} characters.',
    textRequired: 'Comment is required.',
    textTooLong: 'Comment must be at most {textMax} characters.',
    emailInvalid: 'Enter a valid email address.',
    consentRequired: 'Tick the box to agree to your name and comment being published.',
    awaitingModeration: 'Thank you! Your comment is awaiting moderation and will appear once approved.',
    sendFailed: 'Your comment could not be sent. Please check your connection and try again.',
    refused: 'Your comment could not be sent: {reason}',
    consentLabel:
      'I agree that {brand} may show this comment and who wrote it on this page once a moderator approves it.',
    sentTitle: 'Comment sent',
    nameLabel: 'Name',
    emailLabel: 'Email (optional, never shown)',
    messageLabel: 'Message',
    replyLabel: 'Reply',
    postRequired: 'Choose the post to comment on.',
    postUnknown: 'This post does not exist or is not published.',
    parentUnknown: 'The comment you are replying to does not exist on this post.',
  },
  support: {
    nameRequired: 'Name is required.',
    nameTooLong: 'Name must be at most {nameMax} characters.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Enter a valid email address.',
    topicRequired: 'Choose what your message is about.',
    privacyRequestRequired: 'Choose the kind of privacy request.',
    messageRequired: 'Please write your message.',
    messageTooLong: 'Your message must be at most {messageMax} characters.',
    consentRequired: 'You must agree to be contacted about this request.',
    received: 'Thank you. We have your request; your reference number is',
    sendFailed: 'Your request could not be sent. Please check your connection and try again.',
    consentLabel: 'I agree that {brand} may contact me by email about this request.',
    sentTitle: 'Support request sent',
    heading: 'Open a support ticket',
    nameLabel: 'Name',
    emailLabel: 'Email',
    topicLabel: 'Topic',
    topicPlaceholder: 'Choose a topic',
    privacyRequestLegend: 'Which request?',
    messageLabel: 'Message',
    submit: 'Send request',
    sendAnother: 'Send another request',
  },
  /** What every form shares: the submit button while sending, and the function's summary of a refusal. */
  common: {
    sending: 'Sending...',
    fieldsNeedAttention: 'Some fields need attention.',
  },
  /** The function's words for a field whose value is not what a form sends, whichever form it is. */
  fields: {
    unknown: 'Unknown field.',
    control: 'Remove control characters (such as null bytes).',
    malformed: 'Contains characters that are not valid text.',
    notText: 'Must be text.',
    notList: 'Must be a list of options.',
    notBoolean: 'Must be true or false.',
    idempotencyKey: 'Use 8 to 128 letters, digits, dots, dashes, colons or underscores.',
  },
  /**
   * The function's answers about a request as a whole (its body, its route, its rate, the store): the message of an
   * error answer, which a form shows when it has nothing better to say. `{limit}`, `{method}`, `{path}` and
   * `{allowed}` are filled in by the function.
   */
  request: {
    wrongContentType: 'Send the request body as JSON (Content-Type: application/json).',
    tooLarge: 'The request body must be at most {limit} bytes.',
    invalidEncoding: 'The request body must be UTF-8 text.',
    emptyBody: 'The request body is empty; send a JSON object.',
    invalidJson: 'The request body is not valid JSON.',
    notAnObject: 'The request body must be a JSON object.',
    unreadable: 'The request could not be read.',
    idempotencyKeyInvalid:
      'The idempotency key must be 8 to 128 letters, digits, dots, dashes, colons or underscores.',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    originNotAllowed: 'This origin may not call the API.',
    notFound: 'No route for {method} {path}.',
    methodNotAllowed: 'Use {allowed} for {path}.',
    storeUnavailable:
      'The content store is unavailable right now. Nothing was saved; please try again shortly.',
    internalError: 'Something went wrong on our side. Please try again.',
  },
  /** What a visitor reads about a submission kept on the phone while offline, and about its outcome later. */
  outbox: {
    queuedTitle: 'Saved on this phone',
    queuedMessage: "Saved on this phone: we'll send it when you're back online.",
    waitList: 'Your wait-list application',
    comment: 'Your comment',
    support: 'Your support request',
    notSent: '{what} could not be sent',
    refused: 'The server refused it.',
    close: 'Close',
  },
  /**
   * What a reader sees offline: the page shown for a page not saved on the phone (`site/app/offline/offline-page.ts`,
   * one per language) and the line the worker puts on a saved page. `{when}` is when the page was saved.
   */
  offline: {
    title: 'You are offline',
    notSaved: 'This page has not been saved on this phone yet. It will open when you are back online.',
    savedPosts: 'Posts saved on this phone',
    noSavedPosts: 'No posts saved yet: posts you read while online are kept here to read offline.',
    tryAgain: 'Try again',
    savedOn: 'Saved on {when}',
    savedOnOffline: 'Saved on {when}, you are offline',
  },
} as const

export type FormCatalogue = { [Form in keyof typeof en]: { [Key in keyof (typeof en)[Form]]: string } }
