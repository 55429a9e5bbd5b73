/* Word lists for names and titles. Every person, team, film and company here is made up. */

export const FIRST_NAMES = [
  'Avery', 'Blake', 'Camila', 'Dario', 'Elena', 'Farid', 'Greta', 'Hiro', 'Imani', 'Jonas', 'Kira', 'Lucan', 'Mara', 'Nico',
  'Odile', 'Pavel', 'Quinn', 'Rosa', 'Soren', 'Tamsin', 'Ugo', 'Vera', 'Wes', 'Xenia', 'Yusuf', 'Zara', 'Anika', 'Bram',
  'Celeste', 'Dmitri', 'Esme', 'Felix', 'Gideon', 'Helena', 'Ivo', 'Juno', 'Kofi', 'Lena', 'Milo', 'Nadia',
];

export const LAST_NAMES = [
  'Ashcombe', 'Brightwater', 'Castellan', 'Delacroix-Hay', 'Everhart', 'Fairbairn', 'Galloway', 'Hartigan', 'Ilves', 'Jessup',
  'Kovalenko', 'Larkspur', 'Moreau-Quist', 'Northcott', 'Okonkwo-Reed', 'Pemberton', 'Quillfeather', 'Rasmussen', 'Sterling-Vance',
  'Thornbury', 'Underhill', 'Valcourt', 'Whitlock', 'Yarrow', 'Zeller', 'Abernathy', 'Blackwood', 'Crane', 'Drummond', 'Ellery',
];

export const ADJECTIVES = [
  'Frigid', 'Brave', 'Quiet', 'Lucky', 'Amber', 'Silent', 'Rapid', 'Gentle', 'Hollow', 'Crimson', 'Patient', 'Bold', 'Distant',
  'Golden', 'Wandering', 'Steady', 'Clever', 'Velvet', 'Wild', 'Calm', 'Bitter', 'Vivid', 'Humble', 'Nimble', 'Sharp', 'Sunny',
];

export const NOUNS = [
  'Discipline', 'Falcon', 'Harbor', 'Lantern', 'Meadow', 'Compass', 'Orchard', 'Glacier', 'Ember', 'Summit', 'Canyon', 'Willow',
  'Beacon', 'Thistle', 'Anchor', 'Prairie', 'Quarry', 'Raven', 'Sparrow', 'Tundra', 'Harvest', 'Voyage', 'Pebble', 'Cascade',
];

export const HANDLE_WORDS = [
  'oracle', 'degen', 'alpha', 'edge', 'whisper', 'macro', 'quant', 'tape', 'odds', 'sharp', 'fade', 'moon', 'signal', 'delta',
  'vol', 'kelly', 'bayes', 'prior', 'carry', 'spread',
];

export const BIOS = [
  'Forecasting for fun, occasionally for profit.',
  'Macro nerd. Fading the crowd since forever.',
  'Sports, stats and the occasional long shot.',
  'I read the resolution criteria so you do not have to.',
  'Calibrated, mostly.',
  'Market maker by day, news junkie by night.',
  'Politics and polling averages.',
  'Crypto native. Probably early.',
  'Base rates first, narratives second.',
  'Long volatility, short certainty.',
  '',
  '',
  '',
];

export const REGIONS = ['Northland', 'Eastmarch', 'Valoria', 'Port Ardent', 'Kestrel Bay', 'Westholm', 'Sunreach', 'Greyvale', 'Islington Isles', 'Marrowdale'];

export const PARTIES = ['Unity Party', 'Reform Alliance', 'Green Coalition', 'Liberty Front', 'Civic League'];

export const BILLS = ['Digital Markets', 'Clean Rivers', 'Housing Supply', 'Border Modernisation', 'Data Privacy', 'Rail Expansion', 'Pension Reform'];

export const LEAGUES = ['Premier Circuit', 'Continental Cup', 'National Hoops League', 'Grid League', 'Atlantic Baseball Union'];

export const TEAMS = [
  'Harbor City Hawks', 'Ridgefield Rovers', 'Lakeside Lynx', 'Ironvale United', 'Summit Strikers', 'Coastal Comets',
  'Northgate Knights', 'Redwood Rangers', 'Silverton Sharks', 'Eastbrook Eagles', 'Pinecrest Pumas', 'Granite Giants',
  'Bayview Bulls', 'Stormhaven FC', 'Maple Falls Mariners', 'Crescent Cougars',
];

export const COINS = [
  { name: 'Bitcoin', strikes: [60_000, 80_000, 100_000, 120_000, 150_000] },
  { name: 'Ethereum', strikes: [2_000, 3_000, 4_000, 5_000, 6_000] },
  { name: 'Solana', strikes: [100, 150, 200, 250, 300] },
];

export const FILMS = [
  'The Quiet Meridian', 'Glass Orchards', 'A Winter in Valoria', 'Night Ferry', 'The Cartographer', 'Saltwater Hymns',
  'Paper Lanterns', 'The Long Harvest', 'Echoes of Kestrel Bay', 'Iron & Ivy',
];

export const ARTISTS = ['Luma Vey', 'The Hollow Pines', 'Kasimir', 'Juno & the Tides', 'Marlowe Kade', 'Static Bloom'];

export const AI_LABS = ['Cobalt Labs', 'Meridian AI', 'Northstar Research', 'Parallax', 'Quanta Systems', 'Tessellate'];

export const AGENCIES = ['the Orbital Agency', 'Helios Space', 'the Lunar Consortium', 'Skyforge'];

export const MISSIONS = ['a crewed lunar flyby', 'a Mars sample return', 'an asteroid redirect test', 'a solar sail probe', 'a reusable heavy booster'];
