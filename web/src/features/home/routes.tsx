import type { RouteObject } from 'react-router';
import { HomePage } from './routes/home-page';

/** The home page, where most visits start: the one page in the first download (not lazy). */
export const homeRoutes: RouteObject[] = [{ index: true, element: <HomePage /> }];
