/**
 * The words and fields Singapore's rules for healthcare advertising (the Healthcare Services (Advertisement)
 * Regulations 2021 and the SMC Ethical Code) keep off the site, in the three languages, as the build checks them:
 * badges that show a ranking, an award or a "choice" listing instead of a fact a regulator accepts; pictures that
 * promote a result as a before-and-after; page addresses that promise an easy or certain outcome. The clinic facts'
 * schema (badges) and the copy rules (pages) both read them from here, so one list serves both.
 */

/** What a badge may show: a fact a regulator or professional body stands behind. */
export const BADGE_KINDS = ['registration', 'accreditation', 'membership'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

export const BADGE_RULE =
  'a badge shows a registration, an accreditation or a membership of a professional body, never a ranking, an award or a "choice" listing (Singapore\'s healthcare advertising rules)';

/**
 * Rankings, awards and "choice" listings, and the praise words they carry. Matched in a badge's names, link and
 * picture, where no medical sentence can use them innocently; hyphens and underscores count as spaces, so
 * `clinic-rankings.example` and `patients-choice.svg` are caught too.
 */
const LISTING_WORDS =
  /\b(?:rank(?:s|ed|ing|ings)?|choice|award(?:s|ed)?|award-winning|winners?|top|best|leading|recommended|renowned|premier|no\.? ?1|number one|rated|votes?|voted|stars?)\b|排名|排行|首选|之选|评选|票选|获奖|大奖|最佳|最好|推荐|kedudukan|pilihan|anugerah|pemenang|terbaik|undian/iu;

/** The listing word in one of a badge's texts, if there is one. */
export function listingWord(text: string): string | undefined {
  return LISTING_WORDS.exec(text.replace(/[-_]/g, ' '))?.[0];
}

/**
 * Rankings and "choice" listings in page copy. Narrower than the badge list: copy is medical prose, where "the
 * best test" or "your choice of treatment" are fine, so only the names such listings go by are refused.
 */
const LISTING_IN_COPY =
  /\b(?:(?:clinic|doctor|specialist|surgeon|hospital)s?'? rankings?|ranked (?:among|as|first|top|no|number|in)|top[- ]rated|(?:patients|readers|people)['’]?s?['’]? choice|award[- ]winning)\b|排名第|排行榜|首选诊所|首选医生|病人之选|患者之选|票选|获奖诊所|kedudukan teratas|pilihan pesakit|pemenang anugerah/giu;

export function listingWordsInCopy(text: string): string[] {
  return [...new Set(text.match(LISTING_IN_COPY) ?? [])];
}

/** "before and after", "before/after", "before-and-after" and their Chinese and Malay forms. */
const BEFORE_AFTER =
  /\bbefore[\s_-]*(?:and|&|\/|-|_)?[\s_-]*after\b|\bafter[\s_-]*(?:and|&|\/)[\s_-]*before\b|前后对比|前后比较|手术前后|sebelum[\s_-]*(?:dan|&|\/)[\s_-]*selepas/iu;
/** What turns "before and after" from a timeline ("before and after your operation") into a result shown off. */
const RESULT_WORDS =
  /\b(?:straight(?:ened)?|correct(?:ed|ion)|results?|transform(?:ed|ation)?|improve(?:d|ment)|perfect|fixed|new look|looks? better|photos?|pictures?|images?|shots?|comparison)\b|效果|矫正后|变直|改善|对比图|照片|hasil|diluruskan|dibetulkan|gambar|foto/iu;

/**
 * Why a picture promotes a result, or undefined. Its file name may not say before-and-after at all (a picture is
 * named for what it shows; a timeline can be called one); its alt text or caption may say "before and after" only
 * as a timeline, never with a result or a picture word beside it.
 */
export function beforeAfterPicture(picture: {
  readonly src: string;
  readonly alt?: string;
  readonly caption?: string;
}): string | undefined {
  const name = picture.src.split('/').at(-1) ?? picture.src;
  const inName = BEFORE_AFTER.exec(name);
  if (inName) return `its file name ${name} says "${inName[0]}"`;
  for (const text of [picture.alt, picture.caption]) {
    if (!text) continue;
    const phrase = BEFORE_AFTER.exec(text);
    const result = phrase && RESULT_WORDS.exec(text);
    if (phrase && result) return `its text says "${phrase[0]}" with "${result[0]}"`;
  }
  return undefined;
}

export const BEFORE_AFTER_RULE =
  'a picture may not promote a result as a before-and-after (Singapore\'s healthcare advertising rules): show the care or the recovery instead, name the file for what it shows, and keep "before and after" for a timeline';

/** Words in a page's address that promise an easy or certain result. */
const ADDRESS_PROMISES = new Set([
  'snip',
  'painless',
  'painfree',
  'best',
  'top',
  'guarantee',
  'guaranteed',
  'miracle',
  'miraculous',
  'cure',
  'cured',
  'instant',
  'instantly',
  'perfect',
  'permanent',
  'effortless',
  'easy',
  'quick-fix',
  'pain-free',
  'no-pain',
  'risk-free',
  'breakthrough',
]);

/** The promise words of a page address's last part (`fixing-bunion-problem-can-be-a-snip` → `snip`). */
export function addressPromises(slug: string): string[] {
  const words = slug.toLowerCase().split('-');
  const found = new Set<string>();
  words.forEach((word, index) => {
    if (ADDRESS_PROMISES.has(word)) found.add(word);
    const pair = `${word}-${words[index + 1] ?? ''}`;
    if (ADDRESS_PROMISES.has(pair)) found.add(pair);
  });
  return [...found];
}
