import { MAP_SMALLEST_PLACE, type MapPlace, type MemberMap } from '@alumni/contract';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { intlLocale } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useMemberMap } from '../api/get-map';
import { ShapeMap } from '../components/shape-map';
import { directoryHref } from '../lib/directory-link';
import { loadIndia, loadWorld, stateOfShape } from '../lib/shapes';

const LINK_CLASSES = 'font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900';
const STATE_ID = /^[A-Z]{2}\.[A-Z0-9]{1,10}$/;

function countryName(code: string): string {
  return new Intl.DisplayNames([intlLocale()], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

function members(count: number): string {
  const shown = count.toLocaleString(intlLocale());
  return plural(count, { one: `${shown} member`, other: `${shown} members` });
}

/** What the map leaves unnamed: places under 3 merged, and members whose city is not shown. */
function Remainders({ map, around }: { map: MemberMap; around: string }) {
  const smallest = MAP_SMALLEST_PLACE;
  const elsewhere = members(map.elsewhere);
  const notShown = members(map.notShown);
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700">
      {map.elsewhere > 0 && (
        <p>{t`Elsewhere in ${around}, in places with fewer than ${smallest} members: ${elsewhere}`}</p>
      )}
      <p>{t`Not shown (no city given, or kept private): ${notShown}`}</p>
    </div>
  );
}

function PlaceList({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section aria-label={label} className="flex min-w-0 flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{label}</h2>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {children}
      </ul>
    </section>
  );
}

function Row({ children, count }: { children: React.ReactNode; count: number }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
      {children}
      <span className="text-slate-700">{members(count)}</span>
    </li>
  );
}

function IndiaView({ onChooseState }: { onChooseState: (state: string) => void }) {
  const answer = useMemberMap({ level: 'state', country: 'IN' });
  const shapes = useQuery({ queryKey: ['map-shapes', 'india'], queryFn: loadIndia, staleTime: Infinity });
  if (answer.isPending) return <LoadingState message={t`Loading the map...`} />;
  if (answer.isError)
    return <ErrorState message={t`Failed to load the map. Please try again.`} onRetry={() => answer.refetch()} />;
  const states = answer.data.places;
  const counts = new Map<string, number>();
  const stateByShape = new Map<string, MapPlace>();
  for (const location of shapes.data?.locations ?? []) {
    const state = stateOfShape(location.name, states);
    if (state) {
      counts.set(location.id, state.count);
      stateByShape.set(location.id, state);
    }
  }
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {shapes.data && (
        <ShapeMap
          map={shapes.data}
          counts={counts}
          label={t`Map of India: members per state, shaded by how many; the list gives the numbers.`}
          onChoose={(shape) => {
            const state = stateByShape.get(shape);
            if (state) onChooseState(state.id);
          }}
        />
      )}
      <div className="flex flex-col gap-4">
        {states.length === 0 ? (
          <p className="text-slate-700">{t`No state of India has ${MAP_SMALLEST_PLACE} members on the map yet.`}</p>
        ) : (
          <PlaceList label={t`States of India`}>
            {states.map((state) => (
              <Row key={state.id} count={state.count}>
                <button type="button" className={LINK_CLASSES} onClick={() => onChooseState(state.id)}>
                  {state.name}
                </button>
              </Row>
            ))}
          </PlaceList>
        )}
        <Remainders map={answer.data} around={countryName('IN')} />
      </div>
    </div>
  );
}

function StateView({ state, onBack }: { state: string; onBack: () => void }) {
  const answer = useMemberMap({ level: 'city', state });
  const shapes = useQuery({ queryKey: ['map-shapes', 'india'], queryFn: loadIndia, staleTime: Infinity });
  if (answer.isPending) return <LoadingState message={t`Loading the map...`} />;
  if (answer.isError)
    return <ErrorState message={t`Failed to load the map. Please try again.`} onRetry={() => answer.refetch()} />;
  const chosen = answer.data.state;
  const name = chosen?.name ?? state;
  const englishName = chosen?.englishName ?? state;
  const shape = shapes.data?.locations.find((location) => stateOfShape(location.name, [{ englishName }]));
  const total = answer.data.places.reduce((sum, place) => sum + place.count, answer.data.elsewhere);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {shapes.data && shape && (
        <ShapeMap
          map={shapes.data}
          counts={new Map([[shape.id, total]])}
          zoomTo={shape.id}
          label={t`Map of India, closer on ${name}.`}
        />
      )}
      <div className="flex flex-col gap-4">
        <div>
          <Button variant="secondary" onClick={onBack}>
            <Trans>Back to India</Trans>
          </Button>
        </div>
        <p>
          <Link to={directoryHref({ state }, name)} className={LINK_CLASSES}>
            {t`Find the alumni in ${name}`}
          </Link>
        </p>
        {answer.data.places.length === 0 ? (
          <p className="text-slate-700">{t`No city of ${name} has ${MAP_SMALLEST_PLACE} members on the map yet.`}</p>
        ) : (
          <PlaceList label={t`Cities of ${name}`}>
            {answer.data.places.map((city) => (
              <Row key={city.id} count={city.count}>
                <Link to={directoryHref({ city: city.id }, city.name)} className={LINK_CLASSES}>
                  {city.name}
                </Link>
              </Row>
            ))}
          </PlaceList>
        )}
        <Remainders map={answer.data} around={name} />
      </div>
    </div>
  );
}

function WorldView() {
  const answer = useMemberMap({ level: 'country' });
  const shapes = useQuery({ queryKey: ['map-shapes', 'world'], queryFn: loadWorld, staleTime: Infinity });
  if (answer.isPending) return <LoadingState message={t`Loading the map...`} />;
  if (answer.isError)
    return <ErrorState message={t`Failed to load the map. Please try again.`} onRetry={() => answer.refetch()} />;
  const countries = answer.data.places.map((place) => ({ ...place, name: countryName(place.id) }));
  const counts = new Map(countries.map((country) => [country.id.toLowerCase(), country.count]));
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {shapes.data && (
        <ShapeMap
          map={shapes.data}
          counts={counts}
          label={t`Map of the world: members per country, shaded by how many; the list gives the numbers.`}
        />
      )}
      <div className="flex flex-col gap-4">
        <PlaceList label={t`Countries`}>
          {countries.map((country) => (
            <Row key={country.id} count={country.count}>
              <Link to={directoryHref({ country: country.id }, country.name)} className={LINK_CLASSES}>
                {country.name}
              </Link>
            </Row>
          ))}
        </PlaceList>
        <Remainders map={answer.data} around={t`the world`} />
      </div>
    </div>
  );
}

/**
 * /map: where members live (issue 33, decision 0055): India by state, a state's cities, the world
 * by country, as counts; places under 3 merged by the server. Everything it draws comes from the
 * portal: the shapes are in its own files, no tiles, no outside script.
 */
export function MapPage() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state')?.toUpperCase() ?? '';
  const world = params.get('view') === 'world';
  const chooseState = (id: string) => setParams({ state: id });
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        title={t`Members map`}
        description={t`How many members live where: counts only, never a person. A place with fewer than ${MAP_SMALLEST_PLACE} members is counted in the place around it.`}
      />
      <nav aria-label={t`Map views`} className="flex flex-wrap gap-3">
        <Button variant={world ? 'secondary' : 'primary'} aria-pressed={!world} onClick={() => setParams({})}>
          <Trans>India by state</Trans>
        </Button>
        <Button
          variant={world ? 'primary' : 'secondary'}
          aria-pressed={world}
          onClick={() => setParams({ view: 'world' })}
        >
          <Trans>World by country</Trans>
        </Button>
      </nav>
      {world ? (
        <WorldView />
      ) : STATE_ID.test(state) ? (
        <StateView state={state} onBack={() => setParams({})} />
      ) : (
        <IndiaView onChooseState={chooseState} />
      )}
      <p className="text-sm text-slate-600">
        <Trans>
          Map shapes: SVG Maps by Victor Cazanave (mapsvg.com), CC BY 4.0. Places: GeoNames (geonames.org), CC BY 4.0.
        </Trans>
      </p>
    </div>
  );
}
