// FAQ and policies: plain words, and the credit rules exactly as the billing system applies them.
export const docs = {
  faq: {
    title: 'Frequently asked questions',
    lead: 'How Atrium, credits and plans work.',
    items: {
      what: {
        q: 'What is Atrium?',
        a: 'One account for many AI tools: chat with language models, text-to-image, image-to-image, product photos, photo books, an upscaler, style transfer and more. Every tool is paid for from the same credits balance.',
      },
      free: {
        q: 'What do I get for free?',
        a: 'Every new account gets 15 free credits once, at sign-up. A free account may use gpt-4o-mini, SDXL, Flux Schnell and the Upscaler. The other models unlock with a paid plan.',
      },
      kinds: {
        q: 'What kinds of credits are there?',
        a: 'Subscription credits come with a plan: they are added at once when you subscribe and then at each monthly renewal, and the balance resets to the plan allowance at each billing date, so unused subscription credits do not roll over. Top-up credits ("Buy credits") are valid for six months from the purchase. Pay-as-you-go credits ("Recharge account") never expire.',
      },
      order: {
        q: 'In which order are credits spent?',
        a: 'Subscription balance first, then top-up credits (those that expire soonest first), then pay-as-you-go credits.',
      },
      charge: {
        q: 'When am I charged?',
        a: 'Before a tool starts, Atrium reserves the most the work can cost. When it finishes you pay only what it actually used and the rest is freed at once. If it fails or you cancel it, everything reserved is returned. The same request is never charged twice.',
      },
      plans: {
        q: 'How do plan changes and cancellations work?',
        a: 'A plan change takes effect at the end of the current billing cycle, and the plan then renews as the plan you chose. Cancelling takes effect immediately, with no refund; you keep the service within the period you already paid for. If a renewal payment fails, the subscription balance is cleared; a later successful payment restores it.',
      },
      limits: {
        q: 'Are there limits on images?',
        a: 'Uploads in chat must be images under 2 MB. Product images must be under 10 MB with the longer side at most 2048 pixels. Style templates must be under 5 MB, larger than 512x512 and smaller than 1680x1260 pixels. The upscaler enlarges up to 10 times, to at most 12000x12000 pixels, from inputs up to 1920x1080.',
      },
      content: {
        q: 'What may I not create?',
        a: 'Illegal content, including content about political figures, pornography and violence, is not allowed and may lead to the suspension of the account.',
      },
      signin: {
        q: 'How do I sign in?',
        a: 'With a 6-digit code sent to your e-mail (valid for 10 minutes, usable once), or with Google. There is no password to forget. You can see and sign out every signed-in device on your profile page.',
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'Last updated: November 2026',
    sections: {
      collect: {
        h: 'What we keep',
        p: 'Your e-mail address, your name and avatar (from Google if you sign in with it), your language, the devices you are signed in on (browser or app, IP address, times), what you create with the tools (chats, prompts, uploaded and generated images), your credit movements, and records of payments. Card details are handled by our payment provider, Stripe, and never reach our servers.',
      },
      codes: {
        h: 'Sign-in codes and sessions',
        p: 'Sign-in codes are stored only as a keyed hash (HMAC) and expire after 10 minutes. Session tokens are stored only as hashes, and signing a device out ends its session at once.',
      },
      use: {
        h: 'How we use it',
        p: 'To run the tools you ask for, to charge credits, to keep the service secure (for example rate limits against abuse), and to answer support requests. We send your prompts and images to the AI provider that serves the tool you chose, only to produce your result. We do not sell your data.',
      },
      keep: {
        h: 'How long we keep it',
        p: 'As long as your account exists. Logs are kept for a short time for security. Payment records are kept as long as the law requires.',
      },
      rights: {
        h: 'Your choices',
        p: 'You can change your name and language on your profile page. To get a copy of your data or to delete your account, write to support from the e-mail address of the account; we answer within 30 days.',
      },
    },
  },
  terms: {
    title: 'Terms and Conditions',
    updated: 'Last updated: November 2026',
    sections: {
      account: {
        h: 'Your account',
        p: 'One person, one account. You are responsible for what is done with it. Keep access to your e-mail secure: it is how you sign in.',
      },
      credits: {
        h: 'Credits and plans',
        p: 'Tools are paid for with credits. New accounts receive 15 free credits once. Subscription credits are added when you subscribe and at each monthly renewal, and reset to the plan allowance at each billing date. Top-up credits are valid six months from purchase; pay-as-you-go credits do not expire. Credits are spent subscription balance first, then top-up, then pay-as-you-go. Prices are shown before you use a tool.',
      },
      use: {
        h: 'Acceptable use',
        p: 'Do not use Atrium to create or share illegal content, including content about political figures, pornography or violence, to infringe the rights of others, or to attack the service. We may suspend accounts that do.',
      },
      output: {
        h: 'What you create',
        p: 'You own what you create with Atrium, as far as the law and the model providers allow. AI output can be wrong: check it before you rely on it.',
      },
      changes: {
        h: 'Changes',
        p: 'We may change these terms; we tell you in the app before a change that affects you takes effect.',
      },
    },
  },
  refund: {
    title: 'Refund Policy',
    updated: 'Last updated: November 2026',
    sections: {
      subscriptions: {
        h: 'Subscriptions',
        p: 'You can cancel at any time. Cancelling takes effect immediately and is not refunded; you keep the service within the billing period you already paid for. A plan change takes effect at the end of the billing cycle.',
      },
      credits: {
        h: 'Credits',
        p: 'Purchased credits are not refundable for cash. Top-up credits are valid six months from purchase; pay-as-you-go credits never expire.',
      },
      failures: {
        h: 'Failed work',
        p: 'When a tool fails or you cancel it, every credit reserved for it is returned to your balance automatically. If you believe you were charged by mistake, write to support with the date and the tool: we check the ledger and correct any error.',
      },
      payments: {
        h: 'Failed payments',
        p: 'If a renewal payment fails, the subscription balance is cleared; a later successful payment restores it.',
      },
    },
  },
};
