/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Dives_Needs_Utc_OffsetInputs */

const en_error_dives_needs_utc_offset = /** @type {(inputs: Error_Dives_Needs_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some of your dives don't say their time zone. Give the dive site's offset from UTC (utcOffsetMinutes) to place them on this track.`)
};

const es_error_dives_needs_utc_offset = /** @type {(inputs: Error_Dives_Needs_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algunas de tus inmersiones no indican su zona horaria. Indica el desfase UTC del punto de inmersión (utcOffsetMinutes) para situarlas en este track.`)
};

const de_error_dives_needs_utc_offset = /** @type {(inputs: Error_Dives_Needs_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei einigen deiner Tauchgänge fehlt die Zeitzone. Gib den UTC-Versatz des Tauchplatzes an (utcOffsetMinutes), um sie auf diesem Track einzuordnen.`)
};

const fr_error_dives_needs_utc_offset = /** @type {(inputs: Error_Dives_Needs_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certaines de vos plongées n’indiquent pas leur fuseau horaire. Donnez le décalage UTC du site de plongée (utcOffsetMinutes) pour les placer sur cette trace.`)
};

const zh_hans1_error_dives_needs_utc_offset = /** @type {(inputs: Error_Dives_Needs_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`部分潜水记录没有标明时区。请提供潜点相对 UTC 的时差（utcOffsetMinutes），以便将它们对应到这条轨迹上。`)
};

/**
* | output |
* | --- |
* | "Some of your dives don't say their time zone. Give the dive site's offset from UTC (utcOffsetMinutes) to place them on this track." |
*
* @param {Error_Dives_Needs_Utc_OffsetInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_dives_needs_utc_offset = /** @type {((inputs?: Error_Dives_Needs_Utc_OffsetInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Dives_Needs_Utc_OffsetInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_dives_needs_utc_offset(inputs)
	if (locale === "de") return de_error_dives_needs_utc_offset(inputs)
	if (locale === "fr") return fr_error_dives_needs_utc_offset(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_dives_needs_utc_offset(inputs)
	return en_error_dives_needs_utc_offset(inputs)
});