/**
 * The fixed lists of the original portal (the specification's reference lists, which are not in
 * this repository). They are defaults: an operator may replace colleges and programmes through the
 * institution configuration, so validation always checks against the configured lists, never
 * against these constants directly.
 */
export const DEFAULT_COLLEGES = [
  'Kalyani Government Engineering College',
  'Government College of Engineering and Ceramic Technology',
  'Ramkrishna Mahato Government Engineering College',
  'Government College of Engineering, Jalpaiguri',
  'Government College of Engineering, Malda',
  'Heritage Institute of Technology',
  'Institute of Engineering and Management (IEM)',
  'JIS College of Engineering',
  'Techno India University',
  'Narula Institute of Technology',
  'Academy of Technology',
  'Netaji Subhash Engineering College',
  'Haldia Institute of Technology',
  'Siliguri Institute of Technology',
  'Pailan College of Management and Technology',
  'Techno India Hooghly',
  'Durgapur Institute of Advanced Technology and Management',
  'Management Institute of Durgapur',
  'Mallabhumi Institute of Technology',
  'ILEAD Institute of Leadership Entrepreneurship and Development',
  'Elite College Engineering',
  'Dr. B. C. Roy College of Pharmacy and Allied Health Sciences',
  'BCDA College of Pharmacy and Technology',
  'NSHM College of Management and Technology',
] as const;

export interface ProgrammeGroup {
  label: string;
  programmes: string[];
}

export const DEFAULT_PROGRAMME_GROUPS: ProgrammeGroup[] = [
  {
    label: 'Core',
    programmes: [
      'Mechanical Engineering',
      'Civil Engineering',
      'Electrical Engineering',
      'Electronics and Communication Engineering',
      'Computer Science Engineering',
      'Chemical Engineering',
    ],
  },
  {
    label: 'Specialized',
    programmes: [
      'Aeronautical Engineering',
      'Automobile Engineering',
      'Biotechnology Engineering',
      'Agricultural Engineering',
      'Food Technology Engineering',
      'Petroleum Engineering',
      'Mining Engineering',
      'Textile Engineering',
      'Marine Engineering',
      'Environmental Engineering',
      'Instrumentation and Control Engineering',
      'Industrial Engineering',
      'Production Engineering',
    ],
  },
  {
    label: 'Emerging',
    programmes: [
      'Artificial Intelligence and Data Science',
      'Cyber Security',
      'Robotics Engineering',
      'Mechatronics Engineering',
      'Biomedical Engineering',
      'Nanotechnology Engineering',
      'Materials Science Engineering',
    ],
  },
  {
    label: 'IT',
    programmes: [
      'Information Technology',
      'Software Engineering',
      'Computer Engineering',
      'Cloud Computing and Virtualization',
    ],
  },
  {
    label: 'Infrastructure',
    programmes: [
      'Architecture Engineering',
      'Structural Engineering',
      'Construction Engineering',
      'Transportation Engineering',
    ],
  },
  {
    label: 'Energy',
    programmes: ['Power Engineering', 'Renewable Energy Engineering', 'Nuclear Engineering'],
  },
  {
    label: 'Management',
    programmes: ['Engineering Management', 'Industrial and Production Engineering', 'Operations Research'],
  },
  {
    label: 'Misc',
    programmes: ['Metallurgical Engineering', 'Ceramic Engineering', 'Textile Chemistry', 'Printing Technology'],
  },
];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const FIRST_YEAR_OF_PASSING = 1990;

/** The calendar year now in the institution's time zone (a sign-up on 1 January IST counts). */
export function currentYear(timeZone = 'Asia/Kolkata', now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(now));
}

export function yearsOfPassing(timeZone?: string, now?: Date): number[] {
  const last = currentYear(timeZone, now);
  const years: number[] = [];
  for (let year = last; year >= FIRST_YEAR_OF_PASSING; year--) years.push(year);
  return years;
}

export function allProgrammes(groups: ProgrammeGroup[]): string[] {
  return groups.flatMap((group) => group.programmes);
}
