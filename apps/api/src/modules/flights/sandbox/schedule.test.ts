import { describe, expect, it } from 'vitest';
import { faresOf, flightByNumber, localTimes, offerIdOf, parseOfferId, scheduledFlights } from './schedule';

describe('the sandbox airline’s timetable', () => {
  it('flies each route three times a day, every flight with its own number', () => {
    const flights = scheduledFlights('CTS', 'HND');
    expect(flights).toHaveLength(3);
    const all = ['CTS-HND', 'HND-CTS', 'HND-GMP', 'FUK-TSA'].flatMap((pair) => scheduledFlights(...(pair.split('-') as [string, string])));
    expect(new Set(all.map((flight) => flight.flightNumber)).size).toBe(all.length);
    for (const flight of all) expect(flightByNumber(flight.flightNumber)).toEqual(flight);
  });

  it('knows no flight within a city', () => {
    expect(scheduledFlights('HND', 'NRT')).toEqual([]);
  });

  it('arrives in local time: Taipei is an hour behind Tokyo', () => {
    const [flight] = scheduledFlights('HND', 'TSA');
    const { departsAt, arrivesAt } = localTimes(flight!);
    const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
    expect(minutes(arrivesAt) - minutes(departsAt)).toBe(flight!.durationMinutes - 60);
  });

  it('prices a flight the same every time, dearer in premium, 75 % for a child', () => {
    const [flight] = scheduledFlights('CTS', 'HND');
    const economy = faresOf(flight!, '2030-05-06', 'economy', 'JPY')!;
    expect(faresOf(flight!, '2030-05-06', 'economy', 'JPY')).toEqual(economy);
    expect(faresOf(flight!, '2030-05-06', 'premium', 'JPY')!.adult).toBeGreaterThan(economy.adult);
    expect(economy.child).toBe(Math.ceil((economy.adult * 0.75) / 10) * 10);
    expect(economy.adult % 10).toBe(0);
    expect(faresOf(flight!, '2030-05-06', 'economy', 'EUR')).toBeNull();
  });

  it('reads back the offers it names', () => {
    const [flight] = scheduledFlights('CTS', 'HND');
    const id = offerIdOf(flight!.flightNumber, '2030-05-06', 'premium');
    expect(parseOfferId(id)).toEqual({ flight, date: '2030-05-06', cabin: 'premium' });
    expect(parseOfferId('YD9999.2030-05-06.economy')).toBeNull();
    expect(parseOfferId('nonsense')).toBeNull();
    // A day the calendar does not have names no flight.
    expect(parseOfferId(offerIdOf(flight!.flightNumber, '2030-02-30', 'economy'))).toBeNull();
    expect(parseOfferId(offerIdOf(flight!.flightNumber, '2030-13-01', 'economy'))).toBeNull();
  });
});
