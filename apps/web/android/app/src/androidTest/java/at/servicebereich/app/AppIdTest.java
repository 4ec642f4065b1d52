package at.servicebereich.app;

import static org.junit.Assert.*;

import android.content.Context;
import androidx.test.ext.junit.runners.AndroidJUnit4;
import androidx.test.platform.app.InstrumentationRegistry;
import org.junit.Test;
import org.junit.runner.RunWith;

/** On a device: the app installed is ours, under its own application id. */
@RunWith(AndroidJUnit4.class)
public class AppIdTest {

    @Test
    public void isInstalledUnderItsApplicationId() throws Exception {
        Context appContext = InstrumentationRegistry.getInstrumentation().getTargetContext();

        assertEquals("at.servicebereich.app", appContext.getPackageName());
    }
}
