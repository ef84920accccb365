// Calendar colouring rules of spec section 4.
import { describe, expect, it } from 'vitest';
import { calendarStatus, CALENDAR_STATUSES, LEGEND_STATUSES, STATUS_CLASSES, type TStatusInput } from '@/lib/bookings/calendar-status';

const on = { today: '2027-03-10', greyPast: true, checkInColours: true };
const off = { today: '2027-03-10', greyPast: false, checkInColours: false };
const cell = (o: Partial<TStatusInput>): TStatusInput => ({ kind: 'booking', state: 'draft', resolved: false, checkedIn: false, dateTo: '2027-04-01', ...o });

describe('calendarStatus', () => {
  it.each([
    ['draft', 'offer'], ['confirmed', 'booking'], ['active', 'booking'], ['planned', 'reservation'], ['freed', 'released'],
    ['aborted', 'blocked'], ['deleted', 'blocked'], ['splitted', 'split'], ['waiting', 'waiting'], ['rebooked', 'rebooked'],
    ['resolved', 'confirmedResolved'], ['somethingNew', 'none'],
  ])('state %s is coloured %s', (state, expected) => {
    expect(calendarStatus(cell({ state }), off)).toBe(expected);
  });

  it('planned plus resolved shows as released, confirmed plus resolved as confirmed-resolved', () => {
    expect(calendarStatus(cell({ state: 'planned', resolved: true }), off)).toBe('released');
    expect(calendarStatus(cell({ state: 'confirmed', resolved: true }), off)).toBe('confirmedResolved');
  });

  it('blockers take their own colours whatever the options', () => {
    expect(calendarStatus(cell({ kind: 'Maintanance', state: null, dateTo: '2020-01-01' }), on)).toBe('blocked');
    expect(calendarStatus(cell({ kind: 'OutOfOrder', state: null }), on)).toBe('outOfOrder');
    expect(calendarStatus(cell({ kind: 'Event', state: null }), on)).toBe('event');
  });

  it('checked in and out apply only when configured', () => {
    expect(calendarStatus(cell({ state: 'confirmed', checkedIn: true }), on)).toBe('checkedIn');
    expect(calendarStatus(cell({ state: 'confirmed', checkedIn: true, checkedOut: true }), on)).toBe('checkedOut');
    expect(calendarStatus(cell({ state: 'confirmed', checkedIn: true }), off)).toBe('booking');
  });

  it('past stays are greyed when configured; departure today counts as past', () => {
    expect(calendarStatus(cell({ state: 'confirmed', dateTo: '2027-03-10' }), on)).toBe('past');
    expect(calendarStatus(cell({ state: 'confirmed', dateTo: '2027-03-11' }), on)).toBe('booking');
    expect(calendarStatus(cell({ state: 'confirmed', dateTo: '2027-03-01' }), off)).toBe('booking');
  });

  it('cancelled and waiting stays keep their colour in the past', () => {
    expect(calendarStatus(cell({ state: 'aborted', dateTo: '2027-03-01' }), on)).toBe('blocked');
    expect(calendarStatus(cell({ state: 'waiting', dateTo: '2027-03-01' }), on)).toBe('waiting');
  });

  it('every status has classes and the legend lists all but free', () => {
    for (const s of CALENDAR_STATUSES) expect(STATUS_CLASSES[s]).toMatch(/bg-/);
    expect(LEGEND_STATUSES).not.toContain('free');
    expect(LEGEND_STATUSES.length).toBe(CALENDAR_STATUSES.length - 1);
  });
});
