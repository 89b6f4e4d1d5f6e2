/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_Share_ErrorInputs */

const en_trips_report_share_error = /** @type {(inputs: Trips_Report_Share_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link could not be changed. Please try again.`)
};

const es_trips_report_share_error = /** @type {(inputs: Trips_Report_Share_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cambiar el enlace. Inténtalo de nuevo.`)
};

const de_trips_report_share_error = /** @type {(inputs: Trips_Report_Share_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link konnte nicht geändert werden. Bitte versuche es erneut.`)
};

const fr_trips_report_share_error = /** @type {(inputs: Trips_Report_Share_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien n'a pas pu être modifié. Veuillez réessayer.`)
};

const zh_hans1_trips_report_share_error = /** @type {(inputs: Trips_Report_Share_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法更改链接，请重试。`)
};

/**
* | output |
* | --- |
* | "The link could not be changed. Please try again." |
*
* @param {Trips_Report_Share_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_share_error = /** @type {((inputs?: Trips_Report_Share_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_Share_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_share_error(inputs)
	if (locale === "de") return de_trips_report_share_error(inputs)
	if (locale === "fr") return fr_trips_report_share_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_share_error(inputs)
	return en_trips_report_share_error(inputs)
});