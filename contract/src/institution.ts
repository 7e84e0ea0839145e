import { z } from 'zod';

const url = z.url({ protocol: /^https?$/ });
const internalOrExternalLink = z.string().refine((value) => value.startsWith('/') || /^(https?:|mailto:)/.test(value), {
  error: 'Link must start with "/", "http(s):" or "mailto:"',
});

/**
 * Everything the portal says about its institution: names, links, the banner, the chancellor's
 * biography and the sign-up lists. It lives on the server (a JSON file the operator can
 * replace) and is served to the web app, so no page hard-codes it.
 */
export const institutionSchema = z.object({
  associationName: z.string().min(1),
  shortName: z.string().min(1),
  university: z.object({
    name: z.string().min(1),
    shortName: z.string().min(1),
    officialSite: url,
  }),
  timeZone: z.string().min(1),
  banner: z.object({
    title: z.string().min(1),
    text: z.string().min(1),
  }),
  chancellor: z.object({
    name: z.string().min(1),
    title: z.string().min(1),
    biography: z.array(z.string().min(1)).min(1),
  }),
  social: z.object({
    youtube: url,
    facebook: url,
    linkedin: url,
    instagram: url,
  }),
  links: z.object({
    officialSite: url,
    privacyPolicy: internalOrExternalLink,
    terms: internalOrExternalLink,
    contactAdmin: internalOrExternalLink,
  }),
  pages: z.object({
    privacy: z.array(z.string().min(1)).min(1),
    terms: z.array(z.string().min(1)).min(1),
  }),
  copyright: z.string().min(1),
  colleges: z.array(z.string().min(1)).min(1),
  programmeGroups: z
    .array(z.object({ label: z.string().min(1), programmes: z.array(z.string().min(1)).min(1) }))
    .min(1),
});
export type Institution = z.infer<typeof institutionSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
