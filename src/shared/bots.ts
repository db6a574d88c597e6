/**
 * Crawlers and bots. One rule for both uses, so a bot is never redirected away from the URL it asked for (locale
 * memory), and never shown an error page instead of content.
 */
export const BOT_PATTERN = /bot|crawl|spider|lighthouse|facebookexternalhit|google/i;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
