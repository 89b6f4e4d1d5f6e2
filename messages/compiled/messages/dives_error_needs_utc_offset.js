/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Error_Needs_Utc_OffsetInputs */

const en_dives_error_needs_utc_offset = /** @type {(inputs: Dives_Error_Needs_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some of your dives don't say their time zone. Give the dive site's offset from UTC (utcOffsetMinutes) to place them on this track.`)
};

const es_dives_error_needs_utc_offset = /** @type {(inputs: Dives_Error_Needs_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algunas de tus inmersiones no indican su zona horaria. Indica la diferencia del punto de inmersión con UTC para situarlas en este track.`)
};

const de_dives_error_needs_utc_offset = /** @type {(inputs: Dives_Error_Needs_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei einigen deiner Tauchgänge fehlt die Zeitzone. Gib den Abstand des Tauchplatzes zu UTC an, um sie auf diesem Track zu verorten.`)
};

const fr_dives_error_needs_utc_offset = /** @type {(inputs: Dives_Error_Needs_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certaines de vos plongées n'indiquent pas leur fuseau horaire. Indiquez le décalage du site de plongée par rapport à UTC pour les placer sur cette trace.`)
};

const zh_hans1_dives_error_needs_utc_offset = /** @type {(inputs: Dives_Error_Needs_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的部分潜水没有注明时区。请填写潜点与 UTC 的时差，以便在此轨迹上为它们定位。`)
};

/**
* | output |
* | --- |
* | "Some of your dives don't say their time zone. Give the dive site's offset from UTC (utcOffsetMinutes) to place them on this track." |
*
* @param {Dives_Error_Needs_Utc_OffsetInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_error_needs_utc_offset = /** @type {((inputs?: Dives_Error_Needs_Utc_OffsetInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Error_Needs_Utc_OffsetInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_error_needs_utc_offset(inputs)
	if (locale === "de") return de_dives_error_needs_utc_offset(inputs)
	if (locale === "fr") return fr_dives_error_needs_utc_offset(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_error_needs_utc_offset(inputs)
	return en_dives_error_needs_utc_offset(inputs)
});