import { formatAddress, site } from '@/content/site';
import { defineLegalDocument, POLICY_DATE } from './schema';

const { owner, name } = site;
const address = formatAddress();

/** Terms and Conditions: the agreement between Ladle Fintech LLC and every user of the site and services. */
export const termsDocument = defineLegalDocument('terms', {
  path: '/terms',
  title: 'Terms and Conditions',
  summary: `The agreement between you and ${owner} for the ${name} website, point-of-sale software, hardware, payment processing and banking services.`,
  lastUpdated: POLICY_DATE,
  intro: [
    `These Terms and Conditions ("Terms") govern your use of the ${name} website and of the point-of-sale software, hardware, payment processing, online ordering, notification, staff management and embedded banking services offered by ${owner} ("${name}", "we", "us" or "our"). Please read them carefully: they limit our liability, set the law that applies and explain how your funds are settled.`,
    `If you sign a merchant application, a processing agreement or an order form with us, that document and these Terms form one agreement. Where they conflict, the signed document controls for the services it covers.`,
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of These Terms',
      body: [
        `By visiting our website, creating an account, starting a trial or using any ${name} service, you agree to these Terms and to our Privacy Policy. If you use the services on behalf of a business, you confirm that you have the authority to bind that business, and "you" means both you and the business.`,
        `If you do not agree to these Terms, do not use the website or the services.`,
      ],
    },
    {
      id: 'definitions',
      heading: 'Definitions',
      body: [
        {
          definitions: [
            { term: 'Services', text: `The ${name} point-of-sale software, the hardware we sell or lend, payment processing, online ordering, customer notifications, staff tools, banking services and support.` },
            { term: 'Merchant', text: 'A business that uses the Services to sell goods or services to its own customers.' },
            { term: 'Cardholder', text: "A Merchant's customer who pays with a card or digital wallet." },
            { term: 'Partner Bank', text: 'A licensed bank or financial institution that holds deposit accounts, extends credit or sponsors card processing for the Services.' },
            { term: 'Dashboard', text: `The online back office where a Merchant manages menus, staff, reports, payouts and settings.` },
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      body: [
        'You must be at least 18 years old and able to form a binding contract to use the Services. We do not knowingly provide the Services to anyone under 18.',
        'To open a merchant account you must operate a lawful business, give accurate information about its owners and activities, and pass the identity, credit and risk checks that we and our Partner Banks are required to perform. We may decline or close an application where those checks are not met.',
      ],
    },
    {
      id: 'services',
      heading: 'The Services',
      body: [
        `${name} provides tools for food and drink businesses, including checkout on handheld and countertop devices, an offline mode that syncs sales once a connection returns, menu and modifier management, taxes, tips and surcharges, receipts and refunds, online and QR table ordering, kiosk ordering, customer profiles and loyalty, SMS, email and push notifications, scheduling and time clocks, and reports produced by our AI manager.`,
        'We improve the Services continuously. We may add, change or retire features; when a change materially reduces a paid feature you rely on, we will tell you in advance through the Dashboard or by email.',
        'Forecasts, inventory suggestions and staffing insights produced by the AI manager are estimates based on your sales history. They help you decide; they do not replace your own judgment.',
      ],
    },
    {
      id: 'free-trial',
      heading: 'Free 30-Day Software Trial',
      body: [
        `New merchants may try the ${name} software free of charge for 30 days. The trial covers the software only and carries no hardware commitment: you can run it on supported devices you already own, and you are not required to buy or lease ${name} hardware to start or finish a trial.`,
        'Card payments you accept during the trial are processed under the Payment Processing and Funding section below, and the usual processing fees apply to them. At the end of the trial, your account continues on the plan you chose; if you cancel before the trial ends, no software subscription fee is charged.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts and Security',
      body: [
        'You are responsible for the staff accounts, PINs and passwords created under your merchant account, for the permissions you assign to each role, and for all activity under them. Keep credentials confidential and remove access for people who leave your business.',
        `Tell us promptly at ${site.support.email} or ${site.support.phone.display} if you suspect unauthorized access to your account or devices.`,
      ],
    },
    {
      id: 'fees',
      heading: 'Fees and Billing',
      body: [
        'Software subscriptions, hardware prices, processing rates and any banking fees are set out in your order form or pricing schedule. Subscription fees are billed in advance each month; processing fees are deducted from settlements or billed monthly, as your agreement states.',
        'We will give you at least 30 days\u2019 notice before increasing a recurring fee, unless the increase is imposed by a card network or Partner Bank, in which case we will tell you as soon as we can.',
        'Fees are exclusive of taxes. You are responsible for sales and use taxes on the goods you sell and for the taxes you configure in the point-of-sale software.',
      ],
    },
    {
      id: 'processing',
      heading: 'Payment Processing and Funding',
      body: [
        'Card processing is provided together with our sponsor Partner Bank and processors and is subject to the rules of the card networks. You agree to follow those rules, including the rules on surcharging, refunds, receipts and the storage of card data.',
      ],
      subsections: [
        {
          id: 'same-day-funding',
          heading: 'Same-day funding',
          body: [
            'Eligible merchants receive same-day funding: card sales batched before the daily cut-off shown in the Dashboard are deposited into your settlement account the same business day. Sales batched after the cut-off, on weekends or on bank holidays are funded the next business day. Funding times depend on your bank accepting the transfer and may be delayed by a risk review, a reserve or an unresolved dispute.',
          ],
        },
        {
          id: 'cash-discount',
          heading: 'Cash discount and dual pricing',
          body: [
            'If you enable cash discount (dual pricing), the point-of-sale software shows both a card price and a cash price. You are responsible for displaying both prices clearly, for any notices required at your location, and for complying with federal, state and local law and card-network rules on pricing. We may disable the feature where it is not permitted.',
          ],
        },
        {
          id: 'chargebacks',
          heading: 'Refunds, disputes and chargebacks',
          body: [
            'You are responsible for refunds you issue and for chargebacks, reversals, fines and fees that arise from your transactions. When a Cardholder disputes a charge we will notify you and give you the opportunity to submit evidence; amounts lost in a dispute are deducted from your settlements or your reserve or, if those are insufficient, charged to your bank account.',
          ],
        },
        {
          id: 'reserves',
          heading: 'Reserves and holds',
          body: [
            'We or our Partner Bank may hold funds or establish a reserve when your processing volume, refund or chargeback rate, or business activity changes materially, or when required by a card network. We will tell you the reason and the amount, and release held funds once the risk that caused the hold has passed.',
          ],
        },
      ],
    },
    {
      id: 'banking',
      heading: 'Banking Services',
      body: [
        `${owner} is a financial technology company, not a bank. Business accounts, instant deposits and payouts, cash flow tools and lines of credit are provided by our Partner Banks, and deposit accounts are held at those banks under their own account agreements, which you will be asked to accept before we open an account for you.`,
        'A line of credit or working capital offer is subject to the Partner Bank\u2019s credit approval. Working capital may be offered after at least 90 days of processing history. Approved line-of-credit draws are funded by the next business day.',
        'Instant payouts, including instant tip payouts to your staff, are sent to eligible debit cards or accounts and may carry a fee shown before you confirm them.',
      ],
    },
    {
      id: 'hardware',
      heading: 'Hardware',
      body: [
        'Devices you buy from us become your property when paid for in full. Devices provided at no charge or under a promotion remain subject to the conditions of that offer, which may require you to keep an active account for a stated period or return the device when the account closes.',
        'Manufacturer warranties pass through to you. Our support team will help diagnose a faulty device and arrange a repair or replacement under the warranty. Damage from misuse, liquids, drops or unauthorized repairs is not covered.',
      ],
    },
    {
      id: 'messaging',
      heading: 'Text Messages and Notifications',
      body: [
        `If you agree to receive text messages from ${name}, our SMS Privacy Policy explains what we send, how to stop messages with STOP or UNSUBSCRIBE, and how to get help with HELP. Message and data rates may apply.`,
        'When you use the Services to send SMS, email or push notifications to your own customers, you are responsible for obtaining their consent, honouring opt-outs and complying with the laws that apply to marketing messages.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable Use',
      body: [
        'When using the Services, you agree not to:',
        {
          list: [
            'process transactions for another business or for goods you do not sell;',
            'sell products or services that are illegal or that card networks or our Partner Banks prohibit;',
            'copy, reverse engineer or resell the software, except as the law expressly allows;',
            'interfere with, probe or overload the Services or try to reach data that is not yours;',
            'use the Services to send messages to people who have not agreed to receive them.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      body: [
        `The software, website, brand, illustrations and documents are owned by ${owner} or its licensors. We grant you a limited, non-exclusive, non-transferable right to use the software for your business while your account is active. Partners may use our brand materials only as our brand guidelines allow.`,
        'You keep ownership of your menus, product photos and business data. You allow us to host and process them to provide the Services.',
      ],
    },
    {
      id: 'your-data',
      heading: 'Your Data and Privacy',
      body: [
        'Our Privacy Policy explains what personal information we collect, including the information you send through our website forms, and how we use and protect it. Card data is handled in line with the Payment Card Industry Data Security Standard.',
        'You can export your sales, menu and customer data from the Dashboard at any time while your account is open, and ask our support team for a copy for a reasonable period after it closes.',
      ],
    },
    {
      id: 'third-party',
      heading: 'Third-Party Services',
      body: [
        'The Services connect to third parties such as delivery platforms, card networks, email and text-message carriers and our tutorials site. Your use of those services is governed by their own terms, and we are not responsible for their availability or content.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      body: [
        'We work hard to keep the Services available around the clock, but we provide them "as is" and "as available". To the fullest extent the law allows, we disclaim all implied warranties, including merchantability, fitness for a particular purpose and non-infringement. We do not promise that the Services will be uninterrupted or error-free; offline mode is designed to let you keep selling during an outage.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      body: [
        `To the fullest extent permitted by law, the total liability of ${owner}, its affiliates and Partner Banks for all claims arising out of or relating to these Terms or the Services is limited to the fees you paid to ${name} in the 3 months before the event giving rise to the claim.`,
        'We are not liable for lost profits, lost revenue, lost data, business interruption or any indirect, incidental, special, consequential or punitive damages, even if we were told they were possible. Nothing in these Terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'indemnification',
      heading: 'Indemnification',
      body: [
        `You agree to defend and indemnify ${owner} against claims, fines and losses arising from your products, your breach of these Terms or card-network rules, or messages you send to your customers through the Services.`,
      ],
    },
    {
      id: 'termination',
      heading: 'Term, Suspension and Termination',
      body: [
        'These Terms apply from the day you first use the Services until your account is closed. You may close your account at any time by contacting support; software subscriptions end at the close of the billing month.',
        'We may suspend or close an account to comply with law or card-network rules, to prevent fraud or losses, or if you materially breach these Terms. Where the law allows, we will tell you why. Sections on fees, chargebacks, reserves, intellectual property, limitation of liability, indemnification and governing law survive termination.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law and Disputes',
      body: [
        'These Terms are governed by the laws of the State of Florida, without regard to its conflict-of-laws rules, and by applicable federal law. Any dispute that we cannot resolve informally will be heard by the state or federal courts located in Florida, and you and we consent to their jurisdiction.',
        `Before filing a claim, please contact us at ${site.support.email}: most concerns are solved quickly by our support team.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to These Terms',
      body: [
        'We may update these Terms as the Services and the law change. The "Last updated" date at the top shows the latest revision. For material changes we will notify merchants by email or in the Dashboard at least 30 days before they take effect. Continuing to use the Services after that date means you accept the updated Terms.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      body: [
        `Questions about these Terms can be sent to ${owner}, ${address}.`,
        {
          list: [
            `Support (24/7): ${site.support.phone.display} or ${site.support.email}`,
            `Sales: ${site.sales.phone.display} or ${site.sales.email}`,
          ],
        },
      ],
    },
  ],
});
