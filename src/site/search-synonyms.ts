/**
 * The words patients type, and the pages they are looking for. Our pages use the clinic's words ("spine",
 * "plantar fasciitis"); a patient types "back pain", "slipped disc", 腰痛 or "sakit belakang". When a search holds
 * one of these words, the search page lists the entry's pages first, then what the index finds. Words in any of
 * the three languages work on every search page: most articles exist only in English, and a Chinese or Malay
 * reader is led to them (marked as English) by everyday words of their own language.
 *
 * How to add one (content/README.md says the same for editors): a line of words, lower case, as people type them
 * (both spellings where there are two), and the ids of the pages to show first, best first. A page is named by
 * its id in the route manifest (`services-spine-hip-injury`, `blog-common-causes-of-knee-pain`); a test checks
 * that every id names a page of the site (a smaller site, such as the test fixture's, leaves the others out).
 */
export interface SearchSynonym {
  /** What patients type: English, Chinese (简体) and Malay, lower case. A word matches inside a longer search. */
  readonly words: readonly string[];
  /** Page ids to list first, best first. */
  readonly pages: readonly string[];
}

export const SEARCH_SYNONYMS: readonly SearchSynonym[] = [
  {
    words: [
      'back pain',
      'backache',
      'lower back',
      'slipped disc',
      'slipped disk',
      'herniated disc',
      'prolapsed disc',
      'sciatica',
      'neck pain',
      'stiff neck',
      'trapped nerve',
      'pinched nerve',
      '腰痛',
      '背痛',
      '腰酸',
      '腰酸背痛',
      '下背痛',
      '椎间盘突出',
      '坐骨神经痛',
      '脖子痛',
      '颈痛',
      '腰',
      '脊椎',
      'sakit belakang',
      'sakit pinggang',
      'sakit leher',
      'cakera tergelincir',
      'saraf tersepit',
      'tulang belakang',
    ],
    pages: ['services-spine-hip-injury', 'services-spine-surgery-singapore'],
  },
  {
    words: [
      'hip pain',
      'sore hip',
      'hip arthritis',
      'broken hip',
      'hip fracture',
      '髋部痛',
      '髋关节痛',
      '髋痛',
      '屁股痛',
      '髋部骨折',
      'sakit pinggul',
      'pinggul',
      'patah pinggul',
    ],
    pages: ['services-spine-hip-injury', 'services-total-hip-replacement-singapore', 'blog-avascular-necrosis-of-the-hip'],
  },
  {
    words: [
      'knee pain',
      'sore knee',
      'knee',
      "runner's knee",
      'torn cartilage',
      'knee swelling',
      '膝盖痛',
      '膝盖',
      '膝痛',
      '膝关节痛',
      '膝头痛',
      'sakit lutut',
      'lutut sakit',
    ],
    pages: ['knee-specialist-singapore', 'blog-common-causes-of-knee-pain', 'services-knee-injury-condition'],
  },
  {
    words: ['torn ligament', 'acl', 'cruciate', '十字韧带', '韧带撕裂', 'ligamen lutut', 'ligamen koyak'],
    pages: ['blog-how-to-tell-if-you-have-acl-tear', 'services-knee-injury-condition'],
  },
  {
    words: ['torn meniscus', 'meniscus', 'knee locking', '半月板', 'meniskus'],
    pages: ['services-meniscus-tear-singapore', 'services-knee-injury-condition'],
  },
  {
    words: ['worn knee', 'knee arthritis', 'knee replacement', '膝关节置换', '换膝盖', 'penggantian lutut', 'lutut haus'],
    pages: ['services-knee-replacement-surgery', 'blog-joint-replacement-surgery-for-osteoarthritis'],
  },
  {
    words: [
      'frozen shoulder',
      'stiff shoulder',
      'shoulder pain',
      'sore shoulder',
      '五十肩',
      '肩周炎',
      '肩膀痛',
      '肩痛',
      '肩膀',
      'bahu beku',
      'sakit bahu',
      'bahu',
    ],
    pages: ['services-shoulder-and-elbow-injury', 'services-rotator-cuff-injury-singapore', 'blog-guide-to-rotator-cuff-tear'],
  },
  {
    words: ['tennis elbow', "golfer's elbow", 'elbow pain', '网球肘', '手肘痛', '肘痛', 'siku tenis', 'sakit siku', 'siku'],
    pages: ['services-tennis-elbow-singapore', 'services-shoulder-and-elbow-injury'],
  },
  {
    words: [
      'sprained ankle',
      'ankle sprain',
      'twisted ankle',
      'rolled ankle',
      'ankle pain',
      '脚踝扭伤',
      '扭到脚',
      '崴脚',
      '脚踝痛',
      '脚踝',
      'kaki terseliuh',
      'buku lali terseliuh',
      'terseliuh',
      'sakit buku lali',
      'buku lali',
      'terkehel',
      'kaki terkehel',
      'buku lali terkehel',
      '扭伤',
      '扭到',
      '拐到',
      '扭脚',
    ],
    pages: ['services-ankle-sprains-causes-and-treatments', 'foot-ankle-specialist-singapore', 'media-treat-ankle-sprains-promptly'],
  },
  {
    words: ['heel pain', 'sore heel', 'plantar fasciitis', 'heel spur', '脚跟痛', '足跟痛', '脚底痛', 'sakit tumit', 'tumit', 'tapak kaki'],
    pages: ['services-heel-pain-plantar-fasciitis', 'foot-ankle-specialist-singapore'],
  },
  {
    words: ['foot pain', 'sore foot', 'flat feet', '脚痛', '足部痛', 'sakit kaki', 'kaki'],
    pages: ['foot-ankle-specialist-singapore', 'services-foot-and-ankle'],
  },
  {
    words: ['bunion', 'bunions', 'big toe', 'hallux valgus', '拇趾外翻', '拇指外翻', '大脚骨', '脚趾', 'bunion kaki', 'ibu jari kaki'],
    pages: ['services-minimally-invasive-bunion-surgery-treatment', 'media-before-and-after-a-bunion-surgery'],
  },
  {
    words: [
      'pins and needles',
      'numb hand',
      'numb fingers',
      'tingling',
      'numbness',
      'carpal tunnel',
      '手麻',
      '手指麻',
      '麻痹',
      '发麻',
      'kebas',
      'tangan kebas',
      'jari kebas',
      'kesemutan',
    ],
    pages: ['services-carpal-tunnel-singapore', 'services-hand-and-wrist-condition'],
  },
  {
    words: [
      'wrist pain',
      'hand pain',
      'trigger finger',
      '手腕痛',
      '手腕',
      '手痛',
      '手指痛',
      'sakit pergelangan tangan',
      'pergelangan tangan',
      'sakit tangan',
      'jari',
    ],
    pages: ['services-hand-and-wrist-condition', 'services-carpal-tunnel-singapore'],
  },
  {
    words: ['broken bone', 'fracture', 'crack in the bone', '骨折', '断骨', '骨头断', 'patah tulang', 'tulang patah', 'retak'],
    // The hip and foot pages tell a break from a sprain in Chinese and Malay, where the articles are English only.
    pages: [
      'blog-fracture-vs-sprain-vs-strain',
      'blog-stress-fractures-singapore',
      'services-spine-hip-injury',
      'foot-ankle-specialist-singapore',
    ],
  },
  {
    words: ['broken kneecap', 'kneecap', '膝盖骨', '髌骨', 'tempurung lutut'],
    pages: ['blog-guide-to-patella-fractures-broken-kneecap', 'knee-specialist-singapore'],
  },
  {
    words: [
      'sports injury',
      'pulled muscle',
      'dance injury',
      '运动损伤',
      '运动受伤',
      '跳舞受伤',
      'kecederaan sukan',
      'cedera sukan',
      'kecederaan tarian',
    ],
    pages: ['services-sports-dance-injury', 'blog-tips-on-preventing-sports-injuries', 'blog-common-dance-injuries'],
  },
  {
    words: ['brittle bones', 'thin bones', 'osteoporosis', '骨质疏松', '骨松', 'tulang rapuh'],
    pages: ['blog-how-to-lower-the-risk-of-osteoporosis'],
  },
  {
    words: ['worn joints', 'arthritis', 'joint replacement', '关节炎', '关节置换', '换关节', 'artritis', 'sendi haus', 'penggantian sendi'],
    pages: [
      'blog-joint-replacement-surgery-for-osteoarthritis',
      'services-knee-replacement-surgery',
      'services-total-hip-replacement-singapore',
    ],
  },
  {
    words: ['collarbone', 'broken collarbone', '锁骨', 'tulang selangka'],
    pages: ['blog-clavicle-collarbone-fracture'],
  },
];
