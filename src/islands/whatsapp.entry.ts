/** The WhatsApp widget's browser code: plain DOM, no React (whatsapp-widget.ts). */
export { mountWhatsApp as default } from './whatsapp-widget.ts';
