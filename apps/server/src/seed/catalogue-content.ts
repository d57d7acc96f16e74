/**
 * The vocabulary of the demo catalogue: a taxonomy, places and words that make generated shops,
 * products and reviews read like an Indian boutique marketplace. Pure data, no logic.
 */

import type { OfferRules } from '@vitrine/contracts/offer-codes';

export type CategorySeed = {
  slug: string;
  name: string;
  subCategories: [slug: string, name: string][];
};

export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'womens-ethnic',
    name: "Women's Ethnic",
    subCategories: [
      ['sarees', 'Sarees'],
      ['lehengas', 'Lehengas'],
      ['kurtis', 'Kurtis'],
      ['anarkalis', 'Anarkalis'],
      ['salwar-suits', 'Salwar Suits'],
      ['dupattas', 'Dupattas'],
    ],
  },
  {
    slug: 'mens-ethnic',
    name: "Men's Ethnic",
    subCategories: [
      ['sherwanis', 'Sherwanis'],
      ['kurta-sets', 'Kurta Sets'],
      ['nehru-jackets', 'Nehru Jackets'],
      ['indo-western', 'Indo-Western'],
    ],
  },
  {
    slug: 'bridal',
    name: 'Bridal',
    subCategories: [
      ['bridal-lehengas', 'Bridal Lehengas'],
      ['bridal-sarees', 'Bridal Sarees'],
      ['groom-wear', 'Groom Wear'],
      ['trousseau', 'Trousseau'],
    ],
  },
  {
    slug: 'kids-ethnic',
    name: "Kids' Ethnic",
    subCategories: [
      ['girls-ethnic', 'Girls’ Ethnic Wear'],
      ['boys-ethnic', 'Boys’ Ethnic Wear'],
    ],
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    subCategories: [
      ['jewellery', 'Jewellery'],
      ['juttis', 'Juttis & Mojaris'],
      ['potlis-clutches', 'Potlis & Clutches'],
      ['safas', 'Safas & Turbans'],
    ],
  },
  {
    slug: 'stitching',
    name: 'Stitching & Tailoring',
    subCategories: [
      ['blouse-stitching', 'Blouse Stitching'],
      ['custom-tailoring', 'Custom Tailoring'],
      ['alterations', 'Alterations'],
      ['embroidery-work', 'Embroidery Work'],
    ],
  },
  {
    slug: 'fabrics',
    name: 'Fabrics & Handlooms',
    subCategories: [
      ['silk-fabrics', 'Silk Fabrics'],
      ['handloom-cotton', 'Handloom Cotton'],
    ],
  },
];

export const OCCASIONS: [slug: string, name: string][] = [
  ['wedding', 'Wedding'],
  ['engagement', 'Engagement'],
  ['reception', 'Reception'],
  ['haldi', 'Haldi'],
  ['mehendi', 'Mehendi'],
  ['sangeet', 'Sangeet'],
  ['festive', 'Festive'],
  ['diwali', 'Diwali'],
  ['eid', 'Eid'],
  ['navratri', 'Navratri'],
  ['durga-puja', 'Durga Puja'],
  ['onam', 'Onam'],
  ['pongal', 'Pongal'],
  ['karva-chauth', 'Karva Chauth'],
  ['party', 'Party'],
  ['office', 'Office'],
  ['casual', 'Casual'],
];

export const LANGUAGES: [code: string, name: string, nativeName: string][] = [
  ['en', 'English', 'English'],
  ['hi', 'Hindi', 'हिन्दी'],
  ['bn', 'Bengali', 'বাংলা'],
  ['mr', 'Marathi', 'मराठी'],
  ['gu', 'Gujarati', 'ગુજરાતી'],
  ['ta', 'Tamil', 'தமிழ்'],
  ['te', 'Telugu', 'తెలుగు'],
  ['kn', 'Kannada', 'ಕನ್ನಡ'],
  ['ml', 'Malayalam', 'മലയാളം'],
  ['pa', 'Punjabi', 'ਪੰਜਾਬੀ'],
  ['ur', 'Urdu', 'اردو'],
  ['or', 'Odia', 'ଓଡ଼ିଆ'],
  ['as', 'Assamese', 'অসমীয়া'],
];

/** Real cities with their states; `weight` makes metros hold more shops; `languages` are spoken locally. */
export const CITIES: { city: string; state: string; weight: number; languages: string[] }[] = [
  { city: 'Mumbai', state: 'Maharashtra', weight: 9, languages: ['hi', 'mr', 'gu'] },
  { city: 'Delhi', state: 'Delhi', weight: 9, languages: ['hi', 'pa', 'ur'] },
  { city: 'Bengaluru', state: 'Karnataka', weight: 7, languages: ['kn', 'hi', 'ta'] },
  { city: 'Hyderabad', state: 'Telangana', weight: 6, languages: ['te', 'ur', 'hi'] },
  { city: 'Chennai', state: 'Tamil Nadu', weight: 6, languages: ['ta'] },
  { city: 'Kolkata', state: 'West Bengal', weight: 6, languages: ['bn', 'hi'] },
  { city: 'Pune', state: 'Maharashtra', weight: 5, languages: ['mr', 'hi'] },
  { city: 'Ahmedabad', state: 'Gujarat', weight: 5, languages: ['gu', 'hi'] },
  { city: 'Jaipur', state: 'Rajasthan', weight: 5, languages: ['hi'] },
  { city: 'Lucknow', state: 'Uttar Pradesh', weight: 4, languages: ['hi', 'ur'] },
  { city: 'Surat', state: 'Gujarat', weight: 4, languages: ['gu', 'hi'] },
  { city: 'Chandigarh', state: 'Chandigarh', weight: 3, languages: ['pa', 'hi'] },
  { city: 'Kochi', state: 'Kerala', weight: 3, languages: ['ml'] },
  { city: 'Indore', state: 'Madhya Pradesh', weight: 3, languages: ['hi'] },
  { city: 'Varanasi', state: 'Uttar Pradesh', weight: 3, languages: ['hi'] },
  { city: 'Amritsar', state: 'Punjab', weight: 3, languages: ['pa', 'hi'] },
  { city: 'Coimbatore', state: 'Tamil Nadu', weight: 2, languages: ['ta'] },
  { city: 'Mysuru', state: 'Karnataka', weight: 2, languages: ['kn'] },
  { city: 'Vadodara', state: 'Gujarat', weight: 2, languages: ['gu', 'hi'] },
  { city: 'Nagpur', state: 'Maharashtra', weight: 2, languages: ['mr', 'hi'] },
  { city: 'Patna', state: 'Bihar', weight: 2, languages: ['hi'] },
  { city: 'Bhubaneswar', state: 'Odisha', weight: 2, languages: ['or', 'hi'] },
  { city: 'Guwahati', state: 'Assam', weight: 2, languages: ['as', 'bn', 'hi'] },
  { city: 'Visakhapatnam', state: 'Andhra Pradesh', weight: 2, languages: ['te'] },
  { city: 'Ludhiana', state: 'Punjab', weight: 2, languages: ['pa', 'hi'] },
  { city: 'Jodhpur', state: 'Rajasthan', weight: 2, languages: ['hi'] },
  { city: 'Udaipur', state: 'Rajasthan', weight: 2, languages: ['hi'] },
  { city: 'Bhopal', state: 'Madhya Pradesh', weight: 2, languages: ['hi', 'ur'] },
  { city: 'Kanchipuram', state: 'Tamil Nadu', weight: 1, languages: ['ta'] },
  { city: 'Thiruvananthapuram', state: 'Kerala', weight: 1, languages: ['ml'] },
];

export const SHOP_NAME_WORDS = [
  'Aarohi',
  'Rangoli',
  'Meera',
  'Kesar',
  'Gulmohar',
  'Noor',
  'Zari',
  'Chanderi',
  'Kalamkari',
  'Pashmina',
  'Mehr',
  'Saanjh',
  'Taanbaana',
  'Rivaaz',
  'Parampara',
  'Sutra',
  'Banno',
  'Shringar',
  'Vastra',
  'Aangan',
  'Dhaaga',
  'Jharokha',
  'Kashida',
  'Phulkari',
  'Bandhej',
  'Leheriya',
  'Ikat',
  'Paithani',
  'Mogra',
  'Chandni',
  'Roop',
  'Utsav',
  'Virasat',
  'Nazakat',
  'Zardozi',
  'Anokhi',
  'Heer',
  'Sitara',
  'Kiran',
  'Gota',
  'Moti',
  'Resham',
  'Champa',
  'Kesari',
  'Saheli',
  'Ruhaani',
  'Pehnava',
  'Sundari',
  'Naksh',
  'Jashn',
  'Kaveri',
  'Ganga',
  'Nilgiri',
  'Mayur',
  'Tanvi',
  'Ishita',
  'Devika',
  'Anaya',
  'Lavanya',
  'Padmini',
  'Suhana',
  'Vedika',
  'Kumud',
  'Chitra',
];

/**
 * Shop archetypes: what a kind of shop sells. `suffixes` finish its name; `subCategories` are
 * drawn from; `occasions` are likely ones; `price` is the range of its products in rupees.
 */
export type Archetype = {
  key: string;
  weight: number;
  suffixes: string[];
  categories: string[];
  subCategories: string[];
  genders: ('women' | 'men' | 'kids')[];
  occasions: string[];
  speciality: string[];
  stitcher: number;
};

export const ARCHETYPES: Archetype[] = [
  {
    key: 'boutique',
    weight: 8,
    suffixes: [
      'Boutique',
      'Couture',
      'Designer Studio',
      'Fashion House',
      'Collections',
      'Creations',
      'Atelier',
      'Label',
    ],
    categories: ['womens-ethnic'],
    subCategories: ['lehengas', 'kurtis', 'anarkalis', 'salwar-suits', 'sarees', 'dupattas'],
    genders: ['women'],
    occasions: [
      'festive',
      'party',
      'wedding',
      'sangeet',
      'mehendi',
      'diwali',
      'eid',
      'navratri',
      'casual',
    ],
    speciality: [
      'hand-embroidered Anarkalis and festive Kurtis',
      'chikankari suits and light lehengas for sangeet nights',
      'Indo-fusion silhouettes in breathable cottons',
      'mirror-work lehengas and Navratri chaniya cholis',
      'pastel organza sets with delicate thread work',
    ],
    stitcher: 0.35,
  },
  {
    key: 'sarees',
    weight: 5,
    suffixes: ['Silks', 'Saree House', 'Handlooms', 'Weaves', 'Saree Emporium'],
    categories: ['womens-ethnic', 'fabrics'],
    subCategories: ['sarees', 'dupattas', 'silk-fabrics', 'handloom-cotton'],
    genders: ['women'],
    occasions: ['wedding', 'festive', 'diwali', 'durga-puja', 'onam', 'pongal', 'office'],
    speciality: [
      'hand-woven Banarasi and Kanjeevaram silks',
      'Paithani, Patola and Ikat weaves sourced from master weavers',
      'everyday handloom cottons and Chanderi sarees for the office',
      'Tussar and Mysore silk sarees with temple borders',
      'Jamdani and Tant sarees straight from Bengal looms',
    ],
    stitcher: 0.2,
  },
  {
    key: 'bridal',
    weight: 4,
    suffixes: ['Bridal Studio', 'Bridals', 'Wedding Couture', 'Bridal House'],
    categories: ['bridal', 'womens-ethnic'],
    subCategories: ['bridal-lehengas', 'bridal-sarees', 'trousseau', 'lehengas', 'groom-wear'],
    genders: ['women'],
    occasions: ['wedding', 'engagement', 'reception', 'haldi', 'mehendi', 'sangeet'],
    speciality: [
      'made-to-measure bridal lehengas with zardozi and dabka work',
      'complete trousseau planning, from haldi to reception',
      'heirloom bridal sarees and custom blouse designs',
      'couple-coordinated bridal and groom outfits',
    ],
    stitcher: 0.5,
  },
  {
    key: 'menswear',
    weight: 4,
    suffixes: ['Menswear', 'Sherwani House', 'Groom Studio', 'Gentlemen’s Ethnic'],
    categories: ['mens-ethnic'],
    subCategories: ['sherwanis', 'kurta-sets', 'nehru-jackets', 'indo-western'],
    genders: ['men'],
    occasions: [
      'wedding',
      'reception',
      'engagement',
      'festive',
      'diwali',
      'eid',
      'party',
      'office',
    ],
    speciality: [
      'tailored sherwanis and bandhgalas for grooms and groomsmen',
      'linen kurta sets for festive mornings',
      'Nehru jackets in Khadi and silk blends',
      'Indo-western jackets for cocktail evenings',
    ],
    stitcher: 0.3,
  },
  {
    key: 'tailor',
    weight: 3,
    suffixes: ['Tailors', 'Stitching Studio', 'Tailoring House', 'Stitch Lab'],
    categories: ['stitching'],
    subCategories: ['blouse-stitching', 'custom-tailoring', 'alterations', 'embroidery-work'],
    genders: ['women', 'men'],
    occasions: ['wedding', 'festive', 'office', 'casual', 'karva-chauth'],
    speciality: [
      'designer blouse stitching delivered in seven days',
      'alterations while you wait and saree fall-pico',
      'made-to-measure kurtas and suits from your own fabric',
      'hand aari and maggam work on blouses',
    ],
    stitcher: 1,
  },
  {
    key: 'accessories',
    weight: 3,
    suffixes: ['Jewels', 'Accessories', 'Jutti Company', 'Adornments'],
    categories: ['accessories'],
    subCategories: ['jewellery', 'juttis', 'potlis-clutches', 'safas'],
    genders: ['women', 'men'],
    occasions: ['wedding', 'festive', 'party', 'sangeet', 'karva-chauth', 'diwali'],
    speciality: [
      'kundan and polki jewellery for brides and bridesmaids',
      'hand-embroidered Punjabi juttis and Kolhapuris',
      'zardozi potlis and beaded clutches',
      'Rajasthani safas tied for baraat processions',
    ],
    stitcher: 0,
  },
  {
    key: 'kids',
    weight: 2,
    suffixes: ['Kids', 'Little Ethnics', 'Junior Couture'],
    categories: ['kids-ethnic'],
    subCategories: ['girls-ethnic', 'boys-ethnic'],
    genders: ['kids'],
    occasions: ['wedding', 'festive', 'diwali', 'eid', 'party'],
    speciality: [
      'soft-lined lehengas and kurta sets for little ones',
      'mini sherwanis and twirl-ready ghagras',
      'matching family outfits for festive photographs',
    ],
    stitcher: 0.1,
  },
  {
    key: 'family',
    weight: 3,
    suffixes: ['Ethnic Store', 'Vastralaya', 'Family Ethnics', 'Emporium'],
    categories: ['womens-ethnic', 'mens-ethnic', 'kids-ethnic'],
    subCategories: [
      'sarees',
      'kurtis',
      'salwar-suits',
      'kurta-sets',
      'sherwanis',
      'girls-ethnic',
      'boys-ethnic',
    ],
    genders: ['women', 'men', 'kids'],
    occasions: [
      'festive',
      'wedding',
      'diwali',
      'eid',
      'navratri',
      'durga-puja',
      'onam',
      'pongal',
      'casual',
    ],
    speciality: [
      'festive shopping for the whole family under one roof',
      'three generations of trusted ethnic wear',
      'matching outfits for weddings in the family',
    ],
    stitcher: 0.25,
  },
];

/** Product title parts and price ranges (rupees) per sub-category. */
export const PRODUCT_TEMPLATES: Record<
  string,
  { heads: string[]; items: string[]; tails: string[]; price: [number, number]; service?: boolean }
> = {
  sarees: {
    heads: [
      'Banarasi Silk',
      'Kanjeevaram Silk',
      'Chanderi Cotton',
      'Mysore Silk',
      'Tussar Silk',
      'Organza',
      'Georgette',
      'Paithani',
      'Patola',
      'Bandhani',
      'Sambalpuri Ikat',
      'Kota Doria',
      'Jamdani',
      'Linen',
    ],
    items: ['Saree'],
    tails: [
      '',
      'with Zari Border',
      'with Temple Border',
      'with Floral Motifs',
      'with Contrast Pallu',
      'with Unstitched Blouse',
    ],
    price: [1200, 60000],
  },
  lehengas: {
    heads: [
      'Zardozi',
      'Gota Patti',
      'Mirror Work',
      'Sequinned',
      'Thread Embroidered',
      'Chikankari',
      'Printed',
    ],
    items: [
      'Velvet Lehenga',
      'Raw Silk Lehenga',
      'Net Lehenga',
      'Georgette Lehenga',
      'Organza Lehenga',
    ],
    tails: ['', 'with Dupatta', 'Set'],
    price: [4000, 90000],
  },
  kurtis: {
    heads: [
      'Block Printed',
      'Chikankari',
      'Ajrakh',
      'Kalamkari',
      'Bandhani',
      'Ikat',
      'Embroidered',
    ],
    items: [
      'Cotton Kurti',
      'Rayon Kurti',
      'Linen Kurti',
      'A-line Kurti',
      'Straight Kurti',
      'Anarkali Kurti',
    ],
    tails: ['', 'with Palazzo', 'with Pants'],
    price: [600, 4500],
  },
  anarkalis: {
    heads: ['Floor-length', 'Embroidered', 'Angrakha', 'Flared', 'Printed'],
    items: ['Anarkali Suit', 'Anarkali Gown'],
    tails: ['', 'with Dupatta', 'in Georgette', 'in Silk'],
    price: [2500, 25000],
  },
  'salwar-suits': {
    heads: ['Cotton', 'Chanderi', 'Silk', 'Phulkari', 'Chikankari', 'Block Printed'],
    items: ['Salwar Suit', 'Patiala Suit', 'Sharara Set', 'Palazzo Suit'],
    tails: ['', 'with Chiffon Dupatta', 'with Phulkari Dupatta', 'Unstitched'],
    price: [1500, 18000],
  },
  dupattas: {
    heads: ['Phulkari', 'Banarasi', 'Bandhani', 'Chanderi', 'Kota Doria', 'Organza'],
    items: ['Dupatta', 'Stole'],
    tails: ['', 'with Tassels', 'with Gota Border'],
    price: [500, 6000],
  },
  sherwanis: {
    heads: ['Ivory', 'Maroon', 'Navy', 'Emerald', 'Champagne', 'Wine', 'Gold', 'Peach'],
    items: ['Raw Silk Sherwani', 'Brocade Sherwani', 'Velvet Sherwani', 'Achkan'],
    tails: ['', 'with Stole', 'with Churidar', 'with Safa'],
    price: [12000, 120000],
  },
  'kurta-sets': {
    heads: ['Linen', 'Cotton', 'Silk Blend', 'Chikankari', 'Khadi'],
    items: ['Kurta Pyjama Set', 'Kurta Churidar Set', 'Pathani Suit', 'Kurta Dhoti Set'],
    tails: ['', 'in Ivory', 'in Mustard', 'in Teal', 'in Rust'],
    price: [1500, 12000],
  },
  'nehru-jackets': {
    heads: ['Khadi', 'Jacquard', 'Silk', 'Linen', 'Velvet'],
    items: ['Nehru Jacket', 'Bandhgala Jacket'],
    tails: ['', 'with Kurta Set'],
    price: [1800, 9000],
  },
  'indo-western': {
    heads: ['Asymmetric', 'Draped', 'Embroidered', 'Jodhpuri'],
    items: ['Indo-Western Set', 'Jacket Set', 'Kurta with Jacket'],
    tails: ['', 'for Cocktails'],
    price: [5000, 40000],
  },
  'bridal-lehengas': {
    heads: ['Red', 'Rani Pink', 'Maroon', 'Blush', 'Ivory and Gold', 'Wine'],
    items: ['Bridal Lehenga', 'Bridal Lehenga Choli'],
    tails: [
      'with Zardozi Work',
      'with Dabka Work',
      'with Double Dupatta',
      'with Resham Embroidery',
    ],
    price: [35000, 400000],
  },
  'bridal-sarees': {
    heads: ['Kanjeevaram', 'Banarasi', 'Paithani', 'Gharchola'],
    items: ['Bridal Saree'],
    tails: ['with Gold Zari', 'with Heavy Pallu', 'with Designer Blouse'],
    price: [20000, 250000],
  },
  'groom-wear': {
    heads: ['Ivory', 'Gold', 'Maroon', 'Pastel'],
    items: ['Groom Sherwani Set', 'Groom Achkan Set'],
    tails: ['with Safa and Mala', 'with Embroidered Stole'],
    price: [25000, 180000],
  },
  trousseau: {
    heads: ['Haldi', 'Mehendi', 'Sangeet', 'Reception'],
    items: ['Outfit', 'Lehenga', 'Saree', 'Gown'],
    tails: ['', 'in Yellow', 'in Green', 'in Pastels'],
    price: [8000, 80000],
  },
  'girls-ethnic': {
    heads: ['Girls', 'Little Girls', 'Twirl'],
    items: ['Lehenga Choli', 'Anarkali Frock', 'Sharara Set', 'Pattu Pavadai'],
    tails: ['', '(2–8 years)'],
    price: [800, 6000],
  },
  'boys-ethnic': {
    heads: ['Boys', 'Little Boys'],
    items: ['Kurta Pyjama Set', 'Sherwani Set', 'Nehru Jacket Set', 'Dhoti Kurta'],
    tails: ['', '(2–10 years)'],
    price: [700, 5500],
  },
  jewellery: {
    heads: ['Kundan', 'Polki', 'Temple', 'Oxidised Silver', 'Meenakari', 'Pearl'],
    items: ['Necklace Set', 'Jhumkas', 'Choker', 'Bangles', 'Maang Tikka', 'Nath'],
    tails: [''],
    price: [600, 45000],
  },
  juttis: {
    heads: ['Embroidered', 'Hand-stitched', 'Phulkari', 'Mirror Work'],
    items: ['Punjabi Jutti', 'Mojari', 'Kolhapuri Chappal'],
    tails: [''],
    price: [700, 4000],
  },
  'potlis-clutches': {
    heads: ['Zardozi', 'Beaded', 'Brocade', 'Mirror Work'],
    items: ['Potli Bag', 'Clutch', 'Box Clutch'],
    tails: [''],
    price: [600, 5000],
  },
  safas: {
    heads: ['Rajasthani Leheriya', 'Bandhani', 'Silk', 'Jodhpuri'],
    items: ['Safa', 'Pagdi'],
    tails: ['', 'with Kalgi'],
    price: [800, 6000],
  },
  'blouse-stitching': {
    heads: ['Designer', 'Princess-cut', 'Padded', 'Boat-neck', 'Backless'],
    items: ['Blouse Stitching'],
    tails: ['', '(7-day delivery)', 'with Lining'],
    price: [600, 3500],
    service: true,
  },
  'custom-tailoring': {
    heads: ['Made-to-measure', 'Custom'],
    items: ['Kurta Tailoring', 'Salwar Suit Tailoring', 'Sherwani Tailoring', 'Lehenga Tailoring'],
    tails: [''],
    price: [800, 12000],
    service: true,
  },
  alterations: {
    heads: ['Express', 'Standard'],
    items: ['Saree Fall and Pico', 'Lehenga Alteration', 'Blouse Alteration', 'Suit Alteration'],
    tails: [''],
    price: [150, 1500],
    service: true,
  },
  'embroidery-work': {
    heads: ['Hand Aari', 'Maggam', 'Zardozi', 'Kantha'],
    items: ['Work on Blouse', 'Work on Dupatta', 'Border Work'],
    tails: [''],
    price: [1200, 15000],
    service: true,
  },
  'silk-fabrics': {
    heads: ['Pure Mulberry', 'Tussar', 'Raw', 'Dupion', 'Banarasi Brocade'],
    items: ['Silk Fabric (per metre)'],
    tails: [''],
    price: [450, 4500],
  },
  'handloom-cotton': {
    heads: ['Ikat', 'Kalamkari', 'Ajrakh', 'Khadi', 'Mangalagiri'],
    items: ['Handloom Cotton Fabric (per metre)'],
    tails: [''],
    price: [250, 1500],
  },
};

export const DESCRIPTION_OPENINGS = [
  'A family-run boutique',
  'An independent label',
  'A much-loved neighbourhood store',
  'A studio founded by two sisters',
  'A third-generation business',
  'A designer-led atelier',
  'A small team of craftspeople',
];

export const DESCRIPTION_PROMISES = [
  'Book a video meeting and we will show you the pieces up close before you decide.',
  'We ship across India and help with fittings over video.',
  'Every piece is checked by hand before it leaves the studio.',
  'Ask us about custom colours and sizes — most designs can be made to measure.',
  'Our stylists help you put together looks for every function of the wedding.',
];

export const PERSON_NAMES = [
  'Priya',
  'Ananya',
  'Aditi',
  'Kavya',
  'Ishaan',
  'Rohan',
  'Neha',
  'Sneha',
  'Arjun',
  'Vikram',
  'Meghna',
  'Pooja',
  'Rahul',
  'Divya',
  'Farah',
  'Zoya',
  'Harpreet',
  'Gurleen',
  'Lakshmi',
  'Karthik',
  'Deepa',
  'Nandini',
  'Sanjana',
  'Aarav',
  'Vivaan',
  'Tanya',
  'Ritika',
  'Anjali',
  'Shreya',
  'Imran',
  'Aisha',
  'Suresh',
  'Bhavna',
  'Mitali',
  'Sourav',
  'Debjani',
  'Manpreet',
  'Revathi',
  'Joseph',
  'Maria',
];

export const SURNAME_INITIALS = 'ABCDGIJKMNPRSTV';

export const REVIEW_TITLES: Record<number, string[]> = {
  5: [
    'Absolutely loved it',
    'Exceeded expectations',
    'Worth every rupee',
    'Perfect for the wedding',
    'Beautiful work',
  ],
  4: ['Very good overall', 'Lovely collection', 'Happy with the purchase', 'Good experience'],
  3: ['Decent', 'Okay, could be better', 'Mixed experience'],
  2: ['Not as expected', 'Delivery was late'],
  1: ['Disappointed', 'Poor experience'],
};

export const MEET_REVIEW_BODIES: Record<number, string[]> = {
  5: [
    'The video call felt like being in the store. They showed me every {item} in daylight and under warm light so I could see the real colour.',
    'So patient with my mother and me — we saw more than twenty {item} options and finalised one in forty minutes.',
    'Booked a meeting for my sister’s wedding shopping; they had a shortlist ready before we even joined.',
  ],
  4: [
    'Helpful meeting, good range of {item}. The call dropped once but they called back right away.',
    'Knowledgeable staff who explained the weave and the work clearly.',
  ],
  3: [
    'The meeting was fine but the {item} I wanted was out of stock.',
    'Good collection, though the call started ten minutes late.',
  ],
  2: ['The meeting started late and they did not have the sizes we asked for.'],
  1: ['Nobody joined the meeting for fifteen minutes; credits were returned later.'],
};

export const ORDER_REVIEW_BODIES: Record<number, string[]> = {
  5: [
    'The {item} arrived well packed within a week and looks even better in person.',
    'Fabric quality is superb and the fitting was spot on. Wore it for Diwali and got so many compliments.',
    'Ordered after a video meeting — exactly what was shown, neatly finished.',
  ],
  4: [
    'Lovely {item}, the colour is slightly darker than on screen but I still love it.',
    'Good finish and on-time delivery.',
  ],
  3: ['The {item} is nice but the blouse needed an alteration.', 'Quality is okay for the price.'],
  2: ['Delivery took three weeks and the packaging was damaged.'],
  1: ['The {item} had a defect; the return took a long time.'],
};

export const PLATFORM_REVIEW_BODIES = [
  'Vitrine made wedding shopping from another city possible — we met boutiques in Jaipur and Lucknow without travelling.',
  'I love that I can see a saree on a live video call before buying. The credits system is simple.',
  'Found a tailor near me who stitched my blouse in a week. The reminders and chat are very handy.',
  'Great way to discover small labels that are not on the big marketplaces.',
  'Booking a meeting took two minutes and the shop was ready with options in my size.',
  'My parents could join the video meeting from home — it felt like shopping together.',
  'Smooth experience overall; I would like more shops in smaller towns.',
  'Support answered my question about a refund within a day.',
  'The offers page saved me quite a bit during the festive season.',
  'Clean, fast and genuinely useful for ethnic wear shopping.',
];

export const PLATFORM_OFFERS: {
  title: string;
  description: string;
  code: string;
  discount: { kind: 'percent'; value: number } | { kind: 'amount'; value: number };
  premium: boolean;
  /** Who may use the code (as the title says); absent: anyone, on anything. */
  rules?: Partial<OfferRules>;
}[] = [
  {
    title: 'Wedding Season: 15% off your first order',
    description: 'Valid on any shop’s products after your first video meeting.',
    code: 'SHAADI15',
    discount: { kind: 'percent', value: 15 },
    premium: true,
    rules: { firstOrderOnly: true, perCustomerLimit: 1 },
  },
  {
    title: '₹500 off on orders above ₹5,000',
    description: 'Across all boutiques on Vitrine during the festive weeks.',
    code: 'FESTIVE500',
    discount: { kind: 'amount', value: 500 },
    premium: true,
    rules: { minimumAmountMinor: 5_000_00, perCustomerLimit: 2 },
  },
  {
    title: 'Free blouse stitching consult',
    description: 'A free 15-minute meeting with a stitching partner near you.',
    code: 'STITCH100',
    discount: { kind: 'percent', value: 100 },
    premium: false,
    rules: { categorySlugs: ['stitching'], perCustomerLimit: 1 },
  },
  {
    title: 'Diwali Dhamaka: 20% off handlooms',
    description: 'On handloom sarees and fabrics from verified weavers.',
    code: 'DIWALI20',
    discount: { kind: 'percent', value: 20 },
    premium: true,
    rules: { categorySlugs: ['fabrics', 'womens-ethnic'] },
  },
  {
    title: 'Refer a friend, both save ₹250',
    description: 'When your friend books their first meeting.',
    code: 'FRIEND250',
    discount: { kind: 'amount', value: 250 },
    premium: false,
    rules: { firstOrderOnly: true, perCustomerLimit: 1 },
  },
  {
    title: 'Eid Collection: 10% off',
    description: 'On sharara sets, Anarkalis and kurta sets.',
    code: 'EID10',
    discount: { kind: 'percent', value: 10 },
    premium: false,
  },
  {
    title: 'Bridal Week: 12% off bridal lehengas',
    description: 'From participating bridal studios.',
    code: 'BRIDE12',
    discount: { kind: 'percent', value: 12 },
    premium: true,
    rules: { categorySlugs: ['bridal'] },
  },
  {
    title: 'Kids’ festive edit: 25% off',
    description: 'Little lehengas and mini sherwanis.',
    code: 'KIDS25',
    discount: { kind: 'percent', value: 25 },
    premium: false,
    rules: { categorySlugs: ['kids-ethnic'] },
  },
];

export const SHOP_OFFER_TEMPLATES: {
  title: string;
  description: string;
  kind: 'percent' | 'amount';
  values: number[];
}[] = [
  {
    title: 'Festive Flat {v}% Off',
    description: 'On the festive collection while stocks last.',
    kind: 'percent',
    values: [10, 15, 20, 25],
  },
  {
    title: '{v}% off on your second outfit',
    description: 'Buy two outfits in one order and save on the second.',
    kind: 'percent',
    values: [20, 30, 40],
  },
  {
    title: '₹{v} off above ₹4,999',
    description: 'On any order above ₹4,999.',
    kind: 'amount',
    values: [300, 500, 750],
  },
  {
    title: 'Meeting special: {v}% off',
    description: 'For orders placed within a day of a video meeting.',
    kind: 'percent',
    values: [5, 8, 10],
  },
  {
    title: 'End-of-season sale: up to {v}% off',
    description: 'Selected pieces from last season.',
    kind: 'percent',
    values: [30, 40, 50],
  },
];

export const HERO_BANNERS = [
  {
    title: 'The wedding edit',
    subtitle: 'Bridal lehengas, sherwanis and trousseau from 200+ boutiques',
    ctaLabel: 'Shop bridal',
    ctaHref: '/shops?categories=bridal',
  },
  {
    title: 'See it live before you buy',
    subtitle: 'Book a video meeting with a shop and browse together',
    ctaLabel: 'How it works',
    ctaHref: '/demo',
  },
  {
    title: 'Tailors near you',
    subtitle: 'Blouse stitching, alterations and made-to-measure kurtas',
    ctaLabel: 'Find a tailor',
    ctaHref: '/shops?isStitcher=true',
  },
  {
    title: 'Festive offers',
    subtitle: 'Up to 30% off on handlooms and festive wear',
    ctaLabel: 'See offers',
    ctaHref: '/offers',
  },
  {
    title: 'Brands we love',
    subtitle: 'Independent labels from across India',
    ctaLabel: 'Explore brands',
    ctaHref: '/brands',
  },
];
