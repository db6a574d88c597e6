/** The enquiry form island's props as the build gives them for the English about-us page. */
import type { EnquiryFormIslandProps } from '../../src/islands/EnquiryFormIsland.tsx';

export const ENQUIRY_PROPS: EnquiryFormIslandProps = {
  idPrefix: 'footer-form',
  formId: 'harbourview-enquiry',
  serviceUrl: 'https://hapiform.sg',
  locale: 'en',
  xOrigin: 'https://www.harbourview-ortho.example/about-us/',
  thankYouPath: '/thank-you/',
  callHref: 'tel:+6581234567',
  whatsappHref: 'https://wa.me/6591234567?text=Hello',
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    requiredNote: 'Fields marked * are required.',
    submit: 'Send enquiry',
    loading: 'Sending…',
    stillSending: 'Still sending: this is taking longer than usual.',
    errorSummary: 'Please check the following:',
    errorGeneral: 'Sorry, your enquiry could not be sent. Nothing you typed has been lost: please try again, or call or WhatsApp us.',
    errorPrefix: 'Error:',
    call: 'Call +65 8123 4567',
    whatsapp: 'Click to WhatsApp Us',
  },
};
