/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_OfflineInputs */

const en_trips_offline = /** @type {(inputs: Trips_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No connection: the photos wait on this device and go on when it returns.`)
};

const es_trips_offline = /** @type {(inputs: Trips_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión: las fotos esperan en este dispositivo y siguen cuando vuelva.`)
};

const de_trips_offline = /** @type {(inputs: Trips_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Verbindung: Die Fotos warten auf diesem Gerät und werden weiter gesendet, sobald sie zurück ist.`)
};

const fr_trips_offline = /** @type {(inputs: Trips_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de connexion : les photos attendent sur cet appareil et repartent dès son retour.`)
};

const zh_hans1_trips_offline = /** @type {(inputs: Trips_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有网络连接：照片会保存在此设备上，恢复连接后继续发送。`)
};

/**
* | output |
* | --- |
* | "No connection: the photos wait on this device and go on when it returns." |
*
* @param {Trips_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_offline = /** @type {((inputs?: Trips_OfflineInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_OfflineInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_offline(inputs)
	if (locale === "de") return de_trips_offline(inputs)
	if (locale === "fr") return fr_trips_offline(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_offline(inputs)
	return en_trips_offline(inputs)
});