import type { ScalePopulation } from '../src/seed/scale.js';

/**
 * The population the benchmark's figures are measured on (docs/performance.md), and the one
 * `npm run seed` makes, so a seeded database answers like the published figures. What a search
 * scenario finds depends on these shares; change them and the figures are no longer comparable
 * with earlier runs.
 *
 * - Names: half the alumni have a female first name, half a male one (1 in 25 leaves the gender
 *   unset). Faker's en_IN locale (seeded with FAKER_SEED; the package is pinned to an exact
 *   version, so its lists and draws do not move) gives 40 female first names, 39 male ones and 40
 *   surnames; `Vikram`, which en_IN lacks, is the 40th male name. Every first name is held by
 *   1 in 80 alumni (1.25 %), every surname by 1 in 40 (2.5 %).
 * - The first-name scenario searches `q=vikram`: generated first names are only those that sort
 *   before it, so its matches sit together at the end of name order, what a walk of the name
 *   index handles worst.
 * - Skills: each alumnus holds two different skills of the ten common ones, so each is held by a
 *   fifth of the alumni (the broad scenario, `q=python`), and one or two specialist ones.
 * - Search (issue 30): 8 of the 40 surnames are Bengali ones in both their anglicised spellings
 *   (Chatterjee and Chattopadhyay, ...), each held by 2.5 % like the others, so a search for one
 *   spelling or for the Bengali one finds 5 % of the alumni; 5 stories in 100 are written in
 *   Bengali (scale-content's BENGALI_STORIES: দুর্গা পূজা, and those surnames in Bengali script),
 *   and one campus memory in 9 is the Durga Puja in English.
 */
export const BENCH_POPULATION: ScalePopulation = {
  fakerSeed: 2024,
  femalePercent: 50,
  femaleFirstNames: 40,
  maleFirstNames: 40,
  surnames: 40,
  fixedSurnames: [
    'Chatterjee',
    'Chattopadhyay',
    'Banerjee',
    'Bandyopadhyay',
    'Mukherjee',
    'Mukhopadhyay',
    'Ganguly',
    'Gangopadhyay',
  ],
  bengaliStoryPercent: 5,
  searchedFirstName: 'Vikram',
  commonSkills: [
    'Python',
    'SQL',
    'Excel',
    'AutoCAD',
    'MATLAB',
    'Leadership',
    'Communication',
    'Project Management',
    'Data Analysis',
    'Technical Writing',
  ],
  specialistSkills: [
    'Verilog',
    'VLSI Design',
    'React',
    'Node.js',
    'Docker',
    'Kubernetes',
    'AWS',
    'Machine Learning',
    'Deep Learning',
    'Power BI',
    'Tableau',
    'SolidWorks',
    'ANSYS',
    'Revit',
    'STAAD.Pro',
    'PLC Programming',
    'SCADA',
    'LabVIEW',
    'Six Sigma',
    'Lean Manufacturing',
    'GIS',
    'Surveying',
    'Embedded C',
    'IoT',
    'Cyber Security',
    'Linux',
    'Android',
    'Flutter',
    'Figma',
    'Go',
    'Rust',
    'Spring Boot',
    'SAP',
    'Tally',
  ],
};

/** The broad scenario's search: a common skill, held by a fifth of the alumni. */
export const BROAD_QUERY = 'python';

/** The first-name scenario's search: one male first name in 40, 1.25 % of the alumni. */
export const FIRST_NAME_QUERY = BENCH_POPULATION.searchedFirstName.toLowerCase();

/** The share of alumni each search matches, as the population above makes them. */
export const EXPECTED_SHARE = {
  broad: 2 / BENCH_POPULATION.commonSkills.length,
  firstName: (1 - BENCH_POPULATION.femalePercent / 100) / BENCH_POPULATION.maleFirstNames,
} as const;
