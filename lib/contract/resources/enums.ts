// Enumerations of api-calls 9 and spec sections 3-4 used by the resource declarations.
export const BOOKING_STATES = ['draft', 'confirmed', 'planned', 'aborted', 'rebooked', 'resolved', 'deleted', 'freed', 'splitted', 'waiting'] as const;
export const DISCOUNT_MODES = ['PerCent', 'Absolute', 'AbsoluteNights', 'FOC', 'FOCUnit', 'Lowest', 'FixUnit', 'Fix'] as const;
export const SPECIAL_CRITERIA = [
  'NoOfPax', 'NoOfPaxOnTrip', 'NoOfPaxInDoubleRoom', 'Date', 'DepartureDay', 'DaysBeforeTravelDate', 'BookingDate', 'Bookings',
  'Resort', 'Vessel', 'CustomerType', 'Itineraries', 'Agencies', 'BookingSource', 'Nights', 'Customers', 'Schedules',
  'SpecialsGroup', 'Age', 'PassportCountry', 'AddressCountry', 'DayInWeek', 'RoomType', 'LastStay', 'NoOfStays', 'StayRevenue',
] as const;
export const RULE_OPERATORS = ['GreaterThan', 'LessThanEquals', 'GreaterThanEquals', 'LessThan', 'IsIn', 'IsNotIn', 'Equals'] as const;
export const PRICE_CHANGE_TARGETS = [
  'full booking', 'room price', 'discountable', 'before commission', 'commissionable', 'product', 'external', 'addon', 'product category',
] as const;
export const SPECIAL_APPLIES_TO = ['Booking', 'Person', 'Bed'] as const;
export const SPECIAL_TYPES = ['special', 'AgencyCommission'] as const;
export const INCLUDE_IN_CHANNELS = ['Booking', 'AgentDirectBooking', 'CustomerDirectBooking', 'OTABooking'] as const;
export const PRODUCT_KINDS = ['ConsumptionGood', 'ReusableGood'] as const;
export const PRODUCT_UNITS = ['Piece', 'Can', 'Bottle', 'Bucket', 'KiloGram', 'Gramm', 'Unit'] as const;
export const PRODUCT_RULE_BASES = ['PerPerson', 'PerBooking', 'PerBookingAndCustomer', 'PerDay', 'PerDiveDay', 'PerDive', 'PerNight', 'PerWeekFloor', 'PerWeekCeil'] as const;
export const CALCULATION_MODES = ['complete', 'unit'] as const;
export const PRICE_BASES = ['AdditionalCustomer', 'All'] as const;
export const AGENCY_TYPES = ['travel', 'resell', 'employee'] as const;
export const MESSAGE_KINDS = ['Text', 'Payment', 'Cancellation', 'Information', 'Price', 'Custom'] as const;
export const CUSTOMER_TYPES = ['System', 'API', 'customer', 'agency', 'employee', 'Default', 'Inactive'] as const;
export const GENDERS = ['u', 'm', 'f'] as const;
export const ROOM_KINDS = ['Cabin', 'Room'] as const;
export const FORM_ELEMENT_TYPES = [
  'Date', 'Header', 'Time', 'DateTime', 'Text', 'QuestionShort', 'QuestionLong', 'MultipleChoice', 'Radio', 'Select',
  'Image', 'Video', 'Download', 'Stars', 'MultipleSelect',
  // Beyond the spec's 15 (issue 20): a drawn or typed signature, sealed with the form's content hash.
  'Signature',
] as const;
export const SURCHARGE_TYPES = ['percent', 'absolute'] as const;
export const LANGUAGES = ['de', 'en'] as const;

/** Where a booking came from (bookings.channel): staff, an agency user, the public page, the widget. */
export const BOOKING_CHANNELS = ['backoffice', 'agency', 'public', 'widget', 'ota'] as const;
