/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Identifications_Last_PhotoInputs */

const en_error_identifications_last_photo = /** @type {(inputs: Error_Identifications_Last_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sighting keeps at least one photo: add another before removing this one, or delete the identification.`)
};

const es_error_identifications_last_photo = /** @type {(inputs: Error_Identifications_Last_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un avistamiento conserva al menos una foto: añade otra antes de quitar esta o elimina la identificación.`)
};

const de_error_identifications_last_photo = /** @type {(inputs: Error_Identifications_Last_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Sichtung behält mindestens ein Foto: Füge ein weiteres hinzu, bevor du dieses entfernst, oder lösche die Bestimmung.`)
};

const fr_error_identifications_last_photo = /** @type {(inputs: Error_Identifications_Last_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une observation garde au moins une photo : ajoutez-en une autre avant de retirer celle-ci, ou supprimez l’identification.`)
};

const zh_hans1_error_identifications_last_photo = /** @type {(inputs: Error_Identifications_Last_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一次目击至少保留一张照片：请先添加另一张再删除这张，或删除整条识别记录。`)
};

/**
* | output |
* | --- |
* | "A sighting keeps at least one photo: add another before removing this one, or delete the identification." |
*
* @param {Error_Identifications_Last_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_identifications_last_photo = /** @type {((inputs?: Error_Identifications_Last_PhotoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Identifications_Last_PhotoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_identifications_last_photo(inputs)
	if (locale === "de") return de_error_identifications_last_photo(inputs)
	if (locale === "fr") return fr_error_identifications_last_photo(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_identifications_last_photo(inputs)
	return en_error_identifications_last_photo(inputs)
});