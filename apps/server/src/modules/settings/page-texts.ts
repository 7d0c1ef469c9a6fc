import type { PageSlug } from '@safesathi/contract';

/**
 * The website's starting texts, written from the facts of docs/product.md §2 and §9; admins edit them
 * afterwards (PUT /api/pages/{slug}). Plain text: "## " starts a heading, a blank line a paragraph.
 */
/**
 * The About text fresh installs started with before issue 21, which advertised features never
 * built (group tracking, document storage, insurance): replaced by the current one where nobody
 * has edited it since (seedPages).
 */
export function retiredAboutBody(appName: string): string {
  return `${appName} is a personal and road-safety service for India.

A ${appName} QR tag on your vehicle lets anyone who scans it alert you and your emergency contacts in seconds — about a car blocking the way, lights left on or an accident — without seeing your phone number unless you allow it.

Our app adds accident alerts to your family, group tracking, a blood bank locator, emergency blood requests, parking alerts, digital document storage and insurance cover. Support is available 24/7.`;
}

export function defaultPages(appName: string, supportEmail: string): Record<PageSlug, { title: string; body: string }> {
  return {
    about: {
      title: `About ${appName}`,
      body: `${appName} is a personal and road-safety service for India.

A ${appName} QR tag on your vehicle lets anyone who scans it alert you and your emergency contacts in seconds — about a car blocking the way, lights left on or an accident — without seeing your phone number unless you allow it. They need no app and no account: the SOS page opens in any phone's browser, in ten Indian languages.

You answer from the link in your text, and the person who scanned sees your answer live. If you do not answer, your emergency contacts are told; for an accident they are told at once. You can let people call you through a masked number, and keep an emergency card that shows responders your blood group and allergies when it matters. Support is available 24/7.`,
    },
    contact: {
      title: 'Contact us',
      body: `We are here 24/7.

E-mail: ${supportEmail}

Or leave your name, e-mail and phone number in the form on our home page and we will get back to you.`,
    },
    'privacy-policy': {
      title: 'Privacy Policy',
      body: `This policy explains what ${appName} collects, why, and the choices you have.

## Information we collect
Your name, mobile number, e-mail address, blood group, emergency contacts, vehicle details and delivery addresses, and the SOS alerts raised about your vehicles (with the sender's name, number and, if they chose to share it, location).

## How we use it
To deliver SOS alerts to you and your emergency contacts, to show your contact details on your vehicle's SOS page only when you turn that on, to deliver your orders, and to give you support.

## Security
Data travels encrypted and is stored on secured servers; access is limited to staff who need it, and every change by our staff is logged.

## Sharing
We never sell your data. We share it only with the SMS and delivery partners that carry out the service for us, or when the law requires it.

## Your rights
You can see and correct your details in your account at any time, and ask us to delete your account by writing to ${supportEmail}.

## Children
${appName} is not meant for children under 13, and we do not knowingly collect their data.

## Retention
We keep your data while your account is active and delete or anonymise it within a reasonable time after it is closed, unless the law requires us to keep it longer.

## Cookies
The website keeps your sign-in on your own device and uses no advertising cookies.

## Changes
We will post any change to this policy on this page with its new date.

## Contact
Questions about your privacy: ${supportEmail}.`,
    },
    'shipping-policy': {
      title: 'Shipping Policy',
      body: `## Where we ship
We ship across India.

## When
Orders are dispatched within 2–4 business days after confirmation and are typically delivered within 5–7 business days.

## Tracking
You receive tracking updates by SMS and e-mail.

## Charges
Shipping charges are computed at checkout. Free shipping may be offered during promotions.

## Questions
Write to ${supportEmail}.`,
    },
    'refund-policy': {
      title: 'Refund Policy',
      body: `## What can be refunded
Refunds are given only for products that arrive damaged, defective or are wrongly delivered. QR codes that have been activated or registered cannot be refunded.

## How to ask
Write to ${supportEmail} within 7 days of delivery, with your order number and photos or other proof of the problem.

## What happens next
We review the request; once it is approved the refund reaches your original payment method within 7–10 business days. Where possible we send a replacement instead.`,
    },
    'terms-and-conditions': {
      title: 'Terms and Conditions',
      body: `By using ${appName} you agree to these terms.

## The service
${appName} passes on alerts raised by people who scan your vehicle's tag. It does not replace the emergency services: in an emergency, call 112.

## Your account
Keep your details, emergency contacts and vehicles up to date; you are responsible for what is done with your account.

## Fair use
Do not raise false alerts, harass owners, or misuse tags or the website. Misuse leads to permanent suspension of the account and its tags.

## Orders
Prices, shipping and refunds follow our Shipping and Refund policies.

## Law
These terms are governed by the laws of India, and the courts of New Delhi have jurisdiction.

## Contact
${supportEmail}`,
    },
  };
}
