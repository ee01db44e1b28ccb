/**
 * Which picture in demo-assets a demo listing shows: its category's, unless the category sells
 * goods of several kinds and the model's name says which (toothpaste is not a hair-dryer).
 */
const KINDS: readonly { category: string; name: RegExp; picture: string }[] = [
  { category: 'personal-care', name: /牙刷/, picture: 'personal-care-toothbrush' },
  { category: 'personal-care', name: /牙膏/, picture: 'personal-care-toothpaste' },
  { category: 'personal-care', name: /剃须/, picture: 'personal-care-shaver' },
  { category: 'personal-care', name: /洗发|护发|沐浴/, picture: 'personal-care-bottle' },
  { category: 'personal-care', name: /卫生巾/, picture: 'personal-care-pack' },
  { category: 'baby', name: /奶粉/, picture: 'baby-formula' },
  { category: 'baby', name: /纸尿裤|拉拉裤|棉柔巾/, picture: 'baby-diapers' },
  {
    category: 'audio',
    name: /音箱|Sound|HomePod|CHARGE|FLIP|Emberton|R1080|SRS-/,
    picture: 'audio-speaker',
  },
];

/** The picture's path for a model of `category` named `modelName`. */
export function demoPicture(category: string, modelName: string): string {
  const kind = KINDS.find((k) => k.category === category && k.name.test(modelName));
  return `/demo-assets/${kind?.picture ?? category}.svg`;
}
