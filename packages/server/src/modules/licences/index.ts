export { licenceRows, statusSql } from './query';
export { licenceSeats, licences } from './schema';
export { claimClientSeat, claimSeat, releaseSeat, seatOf } from './seats';
export { platformLicence, platformLicenceType } from './summary';
